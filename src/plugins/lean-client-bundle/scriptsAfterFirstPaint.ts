/**
 * The page's scripts start downloading after its first paint.
 *
 * Docusaurus puts the runtime and main bundle in the head as `defer` scripts,
 * so they are requested as soon as the HTML arrives and share the connection
 * with the stylesheets and the preloaded font the first paint waits for: on a
 * slow mobile link about 200 KB of JavaScript against 40 KB that the text
 * needs. Here one small inline script requests them, in order, once the first
 * frame has been produced (or after `fallbackMs`, if no frame comes, as in a
 * background tab). The page reads the same; it becomes interactive a frame
 * later. Without JavaScript nothing changes: the content is static HTML.
 */

/** A `defer` script of the build, as Docusaurus writes it (attributes unquoted or quoted). */
const deferredScript = /<script\s+src=("?)([^"\s>]+)\1\s+defer><\/script>/g;

/** Load the scripts anyway when no frame has come this long after the HTML ran. */
const fallbackMs = 200;

/** The inline loader for `sources`, in order. */
export function firstPaintLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  return (
    '<script>(function(){var d=!1;function l(){if(d)return;d=!0;' +
    `${list}.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=!1;document.head.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(l)});setTimeout(l,${fallbackMs})})()</script>`
  );
}

/** `html` with its deferred scripts replaced by the loader at the end of the body. */
export function scriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(deferredScript)].map((match) => match[2] ?? '');
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const withoutScripts = html.replace(deferredScript, '');
  const at = withoutScripts.lastIndexOf('</body>');
  return `${withoutScripts.slice(0, at)}${firstPaintLoader(sources)}${withoutScripts.slice(at)}`;
}
