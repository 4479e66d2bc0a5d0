/**
 * What a SQL code block's meta string says about running it in the browser,
 * as the build's remark plugin (src/plugins/sql-runner) left it: `sql-run=N`
 * and `sql-article=ID` on runnable blocks, `browser="reason"` on blocks that
 * the SQL check runs but PGlite cannot.
 */
export type RunInfo =
  { kind: 'runnable'; index: number; article: string; expectError: boolean } | { kind: 'unavailable'; reason: string };

const token = /([\w-]+)(?:=(?:"([^"]*)"|(\S+)))?/g;

export function runInfo(metastring: string | undefined): RunInfo | null {
  if (!metastring) return null;
  const tokens = new Map<string, string | true>();
  for (const [, key, quoted, bare] of metastring.matchAll(token)) {
    if (key) tokens.set(key, quoted ?? bare ?? true);
  }
  const index = Number(tokens.get('sql-run'));
  const article = tokens.get('sql-article');
  if (Number.isInteger(index) && index >= 0 && typeof article === 'string') {
    return { kind: 'runnable', index, article, expectError: tokens.has('expect-error') };
  }
  const browser = tokens.get('browser');
  const checked = !tokens.has('norun') && !tokens.has('output');
  if (browser !== undefined && checked) return { kind: 'unavailable', reason: browser === true ? '' : browser };
  return null;
}
