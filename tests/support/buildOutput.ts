/** Looks at the production build in build/ (run `npm run build` first). */
import fs from 'node:fs';
import path from 'node:path';

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
