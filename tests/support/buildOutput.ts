/** Looks at the production build in build/ (run `npm run build` first). */
import fs from 'node:fs';
import path from 'node:path';
import {
  defaultLocale,
  localeSite,
  normalizeRoute,
  siteLocales,
  type LocaleSite,
} from '../../scripts/contentChecks/siteRoutes';

export const buildDir = path.resolve(__dirname, '../../build');

export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run "npm run build" first.');
  }
}

/** The HTML file the static server returns for a route, or null. */
export function builtPageFor(route: string): string | null {
  const clean = decodeURI(route).replace(/\/$/, '');
  for (const candidate of [`${clean}/index.html`, `${clean}.html`]) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

export function readBuilt(relativePath: string): string {
  return fs.readFileSync(path.join(buildDir, relativePath), 'utf8');
}

const siteDir = path.resolve(__dirname, '../..');
const sites = new Map<string, LocaleSite>();

/**
 * The source file a built page (a path relative to build/, e.g. `ru/docs/x/index.html`)
 * comes from, e.g. `i18n/ru/.../x.md` or `docs/x.md`; null for a page that code or
 * data make (React pages are named too).
 */
export function sourceOfBuiltPage(builtFile: string, root = siteDir): string | null {
  const parts = builtFile.split(path.sep).join('/').split('/');
  const locale = siteLocales(root).find((other) => other !== defaultLocale && parts[0] === other) ?? defaultLocale;
  const key = `${root}\n${locale}`;
  let site = sites.get(key);
  if (!site) sites.set(key, (site = localeSite(root, locale)));
  const route = `/${parts.join('/')}`.replace(/(index)?\.html$/, '');
  return site.pagesByRoute.get(normalizeRoute(route))?.file ?? null;
}

/** A built page as a failure names it: with its source file when there is one. */
export function builtPageName(builtFile: string, root = siteDir): string {
  const source = sourceOfBuiltPage(builtFile, root);
  return source ? `${builtFile} (from ${source})` : builtFile;
}
