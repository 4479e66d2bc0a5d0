import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours for dark mode: the Dracula look of the previous theme. Comments
 * and deletions are lighter than Dracula's, which fall below 4.5:1; every
 * colour reads at 4.5:1 or more on the code background and on a highlighted
 * line (see `--docusaurus-highlighted-code-line-bg` in src/css/custom.scss).
 * tests/unit/prismContrast.test.ts checks every entry.
 */
export const prismDark: PrismTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#282a36' },
  styles: [
    { types: ['prolog', 'constant', 'builtin'], style: { color: '#bd93f9' } },
    { types: ['inserted', 'function'], style: { color: '#50fa7b' } },
    { types: ['deleted'], style: { color: '#ff7b7b' } },
    { types: ['changed'], style: { color: '#ffb86c' } },
    { types: ['punctuation', 'symbol'], style: { color: '#f8f8f2' } },
    { types: ['string', 'char', 'tag', 'selector'], style: { color: '#ff79c6' } },
    { types: ['keyword', 'variable'], style: { color: '#bd93f9', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: '#99a4d6' } },
    { types: ['attr-name'], style: { color: '#f1fa8c' } },
  ],
};
