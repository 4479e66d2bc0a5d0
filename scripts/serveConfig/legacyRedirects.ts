/**
 * The permanent redirects a server answers for the old addresses of
 * src/data/redirects.ts. Each old path is asked for in four forms (bare, with
 * a trailing slash, `.html` and `/index.html`); all of them go to the target
 * that the client-side redirect page of that path uses.
 */
import type { Redirect } from '../../src/data/redirects';
import { withBase } from '../../src/data/serveRewrites';

export type LegacyRedirect = {
  /** A decoded request path with the base URL, as nginx's `$uri` holds it. */
  from: string;
  /** The target path with the base URL. */
  to: string;
};

/** The forms in which an old address may be requested. */
export function addressForms(path: string): string[] {
  const bare = path.replace(/\/+$/, '');
  if (!bare.startsWith('/')) throw new Error(`A redirect source must be a path below "/", got "${path}"`);
  return [bare, `${bare}/`, `${bare}.html`, `${bare}/index.html`];
}

/**
 * Every form of every old address, once, sorted. Throws when two entries
 * would send one form to different targets, or when a target is itself
 * redirected (a chain or a loop).
 */
export function legacyRedirects(list: readonly Redirect[], baseUrl = '/'): LegacyRedirect[] {
  const targets = new Map<string, string>();
  for (const { from, to } of list) {
    const target = withBase(baseUrl, to);
    for (const form of addressForms(from)) {
      const path = withBase(baseUrl, form);
      const known = targets.get(path);
      if (known !== undefined && known !== target) {
        throw new Error(`${path} would redirect both to ${known} and to ${target}`);
      }
      targets.set(path, target);
    }
  }
  for (const [from, to] of targets) {
    if (targets.has(to)) throw new Error(`${from} redirects to ${to}, which is redirected itself`);
  }
  return [...targets]
    .map(([from, to]) => ({ from, to }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
