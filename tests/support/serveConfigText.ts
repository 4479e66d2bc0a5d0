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

export type HeaderRuleText = { pattern: string; headers: NamedValue[] };

/** Netlify `_headers` rules in the order of the file (a pattern written twice stays twice). */
export function netlifyHeaderRuleList(text: string): HeaderRuleText[] {
  const rules: HeaderRuleText[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push({ name: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim() });
  }
  return rules;
}

/** Netlify `_headers` as pattern → headers. */
export function netlifyHeaderRules(text: string): Map<string, NamedValue[]> {
  return new Map(netlifyHeaderRuleList(text).map(({ pattern, headers }) => [pattern, headers]));
}

/**
 * Whether a `_headers` pattern matches a path, as Netlify documents it: a literal segment
 * matches itself, `:name` any one segment, and a `*` that ends the pattern the rest of the
 * path, nothing included; a trailing slash makes no difference.
 */
export function netlifyDocumentedMatch(pattern: string, path: string): boolean {
  const rule = pattern.split('/').filter(Boolean);
  const target = path.split('/').filter(Boolean);
  for (const [index, part] of rule.entries()) {
    if (part === '*' && index === rule.length - 1) return true;
    if (part.includes('*')) throw new Error(`${pattern}: a * inside a pattern is not read by this helper`);
    const segment = target[index];
    if (segment === undefined || (!part.startsWith(':') && part !== segment)) return false;
  }
  return target.length === rule.length;
}

/**
 * Whether a `_headers` pattern matches a path, as Netlify's own headers parser reads it:
 * the pattern becomes a case-insensitive regular expression in which `:name` is one
 * segment, a standalone `*` is "an optional slash and anything" (so `/a/*` also matches
 * `/ab`), a `*` inside a segment is "anything", and a trailing slash is optional.
 */
export function netlifyParserMatch(pattern: string, path: string): boolean {
  const parts = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.split('*').map(escapeRegex).join('(.*)');
      return escapeRegex(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu').test(path);
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
