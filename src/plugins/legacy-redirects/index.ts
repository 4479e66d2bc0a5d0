/**
 * The client-side redirect pages for the old URLs of `src/data/redirects.ts`.
 * It wraps `@docusaurus/plugin-client-redirects` so the list is read here, at
 * build time: options written in the config are serialized into the site
 * config that every page's JavaScript carries, and the browser never needs it.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import clientRedirectsPlugin, { validateOptions } from '@docusaurus/plugin-client-redirects';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { redirects } from '../../data/redirects';

export default function legacyRedirectsPlugin(context: LoadContext): Plugin<void> {
  // The old URLs were English pages; no address under another locale ever existed.
  const { i18n } = context;
  if (i18n.currentLocale !== i18n.defaultLocale) return { name: 'legacy-redirects' };
  const options = validateOptions({
    validate: normalizePluginOptions,
    options: { redirects: redirects.map(({ from, to }) => ({ from, to })) },
  });
  const plugin = clientRedirectsPlugin(context, options);
  if (!plugin) throw new Error('[legacy-redirects] the client redirects plugin did not load.');
  return plugin;
}
