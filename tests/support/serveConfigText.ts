/**
 * Reads back the generated nginx, Netlify and Vercel texts, so tests compare
 * what each host is told rather than the data it was made from.
 */

export type Pair = { from: string; to: string };
export type NamedValue = { name: string; value: string };

function unquote(token: string): string {
  return token.startsWith('"') ? token.slice(1, -1).replace(/\\(["\\])/g, '$1') : token;
}

/** `"from" "to";` lines of the legacy redirect map. */
export function nginxRedirectPairs(mapText: string): Pair[] {
  return [...mapText.matchAll(/^\s*("(?:[^"\\]|\\.)*")\s+("(?:[^"\\]|\\.)*");$/gm)].map(([, from = '', to = '']) => ({
    from: unquote(from),
    to: decodeURI(unquote(to)),
  }));
}

/** `add_header Name "value" [always];` lines. */
export function nginxAddHeaders(text: string): NamedValue[] {
  return [...text.matchAll(/^\s*add_header\s+(\S+)\s+("(?:[^"\\]|\\.)*"|\S+)(?:\s+always)?;$/gm)].map(
    ([, name = '', value = '']) => ({ name, value: unquote(value) }),
  );
}

export type LocationBlock = { match: string; body: string };

/** Top-level `location … { … }` blocks of site.conf (they hold no nested blocks). */
export function nginxLocations(siteText: string): LocationBlock[] {
  return [...siteText.matchAll(/^location\s+([^{]+?)\s*\{\n([\s\S]*?)^\}/gm)].map(([, match = '', body = '']) => ({
    match,
    body,
  }));
}

/** Netlify `_redirects` lines as [from, to, status]. */
export function netlifyRules(text: string): Array<[string, string, string]> {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/) as [string, string, string]);
}

/** Netlify `_headers` as pattern → headers. */
export function netlifyHeaderRules(text: string): Map<string, NamedValue[]> {
  const rules = new Map<string, NamedValue[]>();
  let current: NamedValue[] | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      current = [];
      rules.set(line.trim(), current);
      continue;
    }
    const separator = line.indexOf(':');
    current?.push({ name: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim() });
  }
  return rules;
}
