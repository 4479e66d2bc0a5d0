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

/**
 * The pages Docusaurus rendered, each once, sorted, as `{ route, file }` with
 * the route relative to the base URL. Files that other plugins write in
 * their own `postBuild` are not among them.
 */
export async function renderedPages(
  outDir: string,
  routesPaths: readonly string[],
  baseUrl: string,
): Promise<Array<{ route: string; file: string }>> {
  const routes = [...new Set(routesPaths)]
    .map((route) => (route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route))
    .sort();
  const pages = await Promise.all(routes.map(async (route) => ({ route, file: await builtHtmlFile(outDir, route) })));
  return pages.filter((page): page is { route: string; file: string } => page.file !== null);
}
