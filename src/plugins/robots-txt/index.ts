/** Writes robots.txt at build time from the site's URL, so it follows the URL and BASE_URL settings. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { robotsTxt } from './robotsTxt';

export type RobotsTxtOptions = { disallow: string[] };

export default function robotsTxtPlugin(context: LoadContext, options: RobotsTxtOptions): Plugin {
  const { i18n } = context;
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      // One robots.txt at the site root, written by the default locale's build;
      // it names every locale's sitemap.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const { url, baseUrl, noIndex } = context.siteConfig;
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt({ url, baseUrl, disallow: options.disallow, noIndex, otherLocales }),
      );
    },
  };
}
