/**
 * The class of a docs sidebar entry whose page is still the English original in
 * the locale being built: set by this folder's `index.ts` while the sidebars
 * load, shown by `src/theme/DocSidebarItem`. Its own module, so that only the
 * docs' sidebar chunk carries it to the browser.
 */
export const untranslatedSidebarClass = 'sidebar-untranslated';
