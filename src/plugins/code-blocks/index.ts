/**
 * Code blocks whose server render is final:
 * - the code colours of both modes go into the site's stylesheet as CSS
 *   variables (see `codeColours.ts`); the config gives prism-react-renderer
 *   the matching theme of variables for both modes;
 * - the server build highlights code in place, where the browser build loads
 *   the highlighting on demand (src/theme/CodeBlock/Content).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prismDark } from '../../data/prismDark';
import { prismLight } from '../../data/prismLight';
import { colourVariablesCss } from './codeColours';

export default async function codeBlocksPlugin(context: LoadContext): Promise<Plugin> {
  const stylesheet = path.join(context.generatedFilesDir, 'code-blocks', 'colours.css');
  await fs.mkdir(path.dirname(stylesheet), { recursive: true });
  await fs.writeFile(stylesheet, colourVariablesCss(prismLight, prismDark));
  return {
    name: 'code-blocks',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(config, isServer, { currentBundler }) {
      // The bundler's persistent cache is kept only while this file is unchanged.
      const cache = (config as { experiments?: { cache?: { buildDependencies?: string[] } | boolean } }).experiments
        ?.cache;
      if (cache && typeof cache === 'object')
        cache.buildDependencies = [...(cache.buildDependencies ?? []), __filename];
      if (!isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/highlightedOnDemand$/,
            (resource: { context?: string; request: string }) => {
              if (/[\\/]CodeBlock[\\/]Content$/.test(resource.context ?? '')) resource.request = './highlighted';
            },
          ),
        ],
      };
    },
  };
}
