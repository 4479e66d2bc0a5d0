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

/**
 * The loader's code. It is the same on every page and in every locale, so the
 * Content-Security-Policy names one hash for it that a new build does not
 * change; the scripts it requests are in its `data-scripts` attribute, which a
 * CSP hash does not cover.
 */
export const firstPaintLoaderCode =
  '(function(){var s=document.currentScript.getAttribute("data-scripts").split(" "),d=!1;' +
  'function l(){if(d)return;d=!0;s.forEach(function(u){var e=document.createElement("script");' +
  'e.src=u;e.async=!1;document.head.appendChild(e)})}' +
  `requestAnimationFrame(function(){setTimeout(l)});setTimeout(l,${fallbackMs})})()`;

/** The inline loader for `sources`, in order. */
export function firstPaintLoader(sources: readonly string[]): string {
  if (sources.some((source) => /[\s"'<>&]/.test(source))) {
    throw new Error(`A script address of the build has a space or markup character: ${sources.join(', ')}`);
  }
  return `<script data-scripts="${sources.join(' ')}">${firstPaintLoaderCode}</script>`;
}

/**
 * `html` with its deferred scripts replaced by the loader at the end of the
 * body. `routeChunks`, the scripts of the page's route, join the list before
 * the last entry script (the main bundle), which runs the app: the bundler
 * finds them registered when the main bundle asks for the route, instead of
 * requesting them only then, one round trip later, from inside the long task
 * that evaluates the main bundle.
 */
export function scriptsAfterFirstPaint(html: string, routeChunks: readonly string[] = []): string {
  const entry = [...html.matchAll(deferredScript)].map((match) => match[2] ?? '');
  if (entry.length === 0) {
    // A page without scripts stays as it is; scripts in another shape mean the framework changed its output.
    if (/<script\b[^>]*\bsrc=/.test(html)) {
      throw new Error(
        'scriptsAfterFirstPaint: the page loads scripts, but none in the shape <script src=… defer></script> ' +
          'that Docusaurus wrote so far. Update `deferredScript` in src/plugins/lean-client-bundle/scriptsAfterFirstPaint.ts.',
      );
    }
    return html;
  }
  if (!html.includes('</body>'))
    throw new Error('scriptsAfterFirstPaint: the page has no </body> to put the loader before.');
  const chunks = routeChunks.filter((source) => !entry.includes(source));
  const sources = [...entry.slice(0, -1), ...chunks, ...entry.slice(-1)];
  const withoutScripts = html.replace(deferredScript, '');
  const at = withoutScripts.lastIndexOf('</body>');
  return `${withoutScripts.slice(0, at)}${firstPaintLoader(sources)}${withoutScripts.slice(at)}`;
}
