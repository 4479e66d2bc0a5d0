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

// Plugins run their postBuild at the same time, and several rewrite the same
// pages: each rewrite of a file waits for the previous one. The queue lives on
// globalThis because each plugin may load its own copy of this module.
const rewriteQueueKey = Symbol.for('postgres-ai.builtHtmlRewrites');
const rewriteQueue: Map<string, Promise<void>> = ((globalThis as Record<symbol, unknown>)[rewriteQueueKey] ??= new Map<
  string,
  Promise<void>
>()) as Map<string, Promise<void>>;

/**
 * Applies `transform` to a built HTML file, after any rewrite of the same file
 * still in progress. The file is replaced whole, so readers never see half of it.
 */
export function rewriteBuiltHtml(file: string, transform: (html: string) => string): Promise<void> {
  const previous = rewriteQueue.get(file) ?? Promise.resolve();
  const next = previous.then(async () => {
    const html = await fs.readFile(file, 'utf8');
    const updated = transform(html);
    if (updated === html) return;
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, updated);
    await fs.rename(temporary, file);
  });
  const settled = next.catch(() => undefined);
  rewriteQueue.set(file, settled);
  void settled.then(() => {
    if (rewriteQueue.get(file) === settled) rewriteQueue.delete(file);
  });
  return next;
}
