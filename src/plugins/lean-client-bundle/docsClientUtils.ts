/**
 * The docs plugin's client utilities, with `getActivePlugin` sorting plugin
 * paths by code units instead of `localeCompare`. The lean-client-bundle
 * plugin makes the docs plugin's own `./docsClientUtils` import resolve here.
 *
 * Upstream sorts the docs plugins' paths with `localeCompare` on every docs
 * page while it hydrates; the first call of `localeCompare` sets up an ICU
 * collator, a long task on a slow phone, for an order in which only the
 * length matters: a longer path must come before its own prefix
 * ('/docs/foo' before '/docs'), which code-unit order gives as well.
 * Remove this module when upstream stops using `localeCompare` there.
 */
import { matchPath } from '@docusaurus/router';

export {
  getLatestVersion,
  getActiveVersion,
  getActiveDocContext,
  getDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

type PluginData = { path: string };
export type ActivePlugin<T extends PluginData> = { pluginId: string; pluginData: T };

/** Descending code-unit order: a path sorts before every path that is its prefix. */
export function byPathDescending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

export function getActivePlugin<T extends PluginData>(
  allPluginData: Record<string, T>,
  pathname: string,
  options: { failfast?: boolean } = {},
): ActivePlugin<T> | undefined {
  const activeEntry = Object.entries(allPluginData)
    .sort((a, b) => byPathDescending(a[1].path, b[1].path))
    .find(([, pluginData]) => !!matchPath(pathname, { path: pluginData.path, exact: false, strict: false }));
  const activePlugin = activeEntry ? { pluginId: activeEntry[0], pluginData: activeEntry[1] } : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried ` +
        `to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ` +
        Object.values(allPluginData)
          .map((plugin) => plugin.path)
          .join(', '),
    );
  }
  return activePlugin;
}
