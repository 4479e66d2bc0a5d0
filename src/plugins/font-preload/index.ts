/**
 * Preloads the body font on every built page. The bundler names font files
 * by content hash, so the links are added after the build, once the names
 * are known. Without the preload the browser finds the font only after the
 * CSS is parsed, and text reflows when it arrives (layout shift).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderedPages, rewriteBuiltHtml } from '../builtHtmlFile';

export type FontPreloadOptions = {
  /** File names as the font packages ship them, without the hash, e.g. `inter-latin-wght-normal.woff2`. */
  files: string[];
};

const fontsFolder = path.join('assets', 'fonts');

/** The emitted name of a packaged font file: `name-<hash>.woff2`. */
export function emittedFontFile(emitted: readonly string[], packaged: string): string | undefined {
  const extension = path.extname(packaged);
  const stem = packaged.slice(0, -extension.length);
  return emitted.find(
    (name) =>
      name.startsWith(`${stem}-`) &&
      name.endsWith(extension) &&
      /^[\w]+$/.test(name.slice(stem.length + 1, -extension.length)),
  );
}

/**
 * Adds the preload links before the first stylesheet, so the font is
 * requested alongside the CSS. Pages without stylesheets are left alone.
 */
export function withFontPreloads(html: string, links: string): string {
  if (html.includes(links)) return html;
  // The built HTML is minified, so attribute quotes may be gone.
  const stylesheet = html.search(/<link\b[^>]*\brel=["']?stylesheet\b/i);
  if (stylesheet === -1) return html;
  return `${html.slice(0, stylesheet)}${links}${html.slice(stylesheet)}`;
}

export default function fontPreloadPlugin(context: LoadContext, options: FontPreloadOptions): Plugin {
  return {
    name: 'font-preload',
    async postBuild({ outDir, routesPaths }) {
      const emitted = await fs.readdir(path.join(outDir, fontsFolder)).catch(() => [] as string[]);
      const links = options.files
        .map((packaged) => {
          const name = emittedFontFile(emitted, packaged);
          if (!name) {
            throw new Error(
              `[font-preload] ${packaged} was not emitted into ${fontsFolder}; update the plugin options.`,
            );
          }
          const href = `${context.baseUrl}${fontsFolder.split(path.sep).join('/')}/${name}`;
          return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
        })
        .join('');
      // Only the pages Docusaurus rendered; files other plugins write in their own postBuild are not touched.
      for (const { file } of await renderedPages(outDir, routesPaths, context.baseUrl)) {
        await rewriteBuiltHtml(file, (html) => withFontPreloads(html, links));
      }
    },
  };
}
