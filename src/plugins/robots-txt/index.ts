/** Writes robots.txt at build time from the site's URL, so it follows the URL and BASE_URL settings. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { robotsTxt } from './robotsTxt';

export type RobotsTxtOptions = { disallow: string[] };

export default function robotsTxtPlugin(context: LoadContext, options: RobotsTxtOptions): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      const { url, baseUrl, noIndex } = context.siteConfig;
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt({ url, baseUrl, disallow: options.disallow, noIndex }),
      );
    },
  };
}
