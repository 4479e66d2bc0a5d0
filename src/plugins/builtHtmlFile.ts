import fs from 'node:fs/promises';
import path from 'node:path';

/** The built HTML file of a route, as Docusaurus writes it (`route/index.html` or `route.html`). */
export async function builtHtmlFile(outDir: string, routePath: string): Promise<string | null> {
  const candidates = routePath.endsWith('.html')
    ? [path.join(outDir, routePath)]
    : [path.join(outDir, routePath, 'index.html'), path.join(outDir, `${routePath.replace(/\/$/, '')}.html`)];
  for (const candidate of candidates) {
    try {
      await fs.access(candidate);
      return candidate;
    } catch {
      // try the next layout
    }
  }
  return null;
}
