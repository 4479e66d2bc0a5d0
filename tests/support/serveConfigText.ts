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

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A `vercel.json` `source` as the regular expression Vercel tests paths with, for the forms
 * this site writes: literal text (a backslash escapes one character) and unnamed regex groups
 * `(…)`, which may only hold non-capturing groups. Vercel compiles sources with path-to-regexp
 * (strict, case-sensitive, anchored at both ends); named parameters and modifiers, which this
 * site does not write, are refused rather than guessed.
 */
export function vercelSourceRegExp(source: string): RegExp {
  let pattern = '';
  for (let index = 0; index < source.length;) {
    const char = source[index]!;
    if (char === '\\') {
      pattern += source.slice(index, index + 2);
      index += 2;
    } else if (char === '(') {
      if (source[index + 1] === '?') throw new Error(`${source}: path-to-regexp refuses a group that starts with "?"`);
      let depth = 1;
      let end = index + 1;
      for (; end < source.length && depth > 0; end++) {
        if (source[end] === '\\') end++;
        else if (source[end] === ')') depth--;
        else if (source[end] === '(') {
          if (source[end + 1] !== '?')
            throw new Error(`${source}: path-to-regexp refuses a capturing group inside a group`);
          depth++;
        }
      }
      if (depth > 0) throw new Error(`${source}: unbalanced group`);
      pattern += `(${source.slice(index + 1, end - 1)})`;
      index = end;
    } else if (/[:*+?{}]/.test(char)) {
      throw new Error(`${source}: "${char}" is path-to-regexp syntax this helper does not read`);
    } else {
      pattern += escapeRegex(char);
      index += 1;
    }
  }
  return new RegExp(`^${pattern}$`);
}
