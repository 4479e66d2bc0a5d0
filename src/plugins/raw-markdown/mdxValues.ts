/**
 * MDX pages may import values (`import { standardEdition } from '@site/src/data/pricing'`)
 * and print them (`{formatUsd(standardEdition.startingMonthlyUsd)}`). The page
 * shows the value; its Markdown copy would show the expression. These helpers
 * put the values into the Markdown: simple expressions only (a name, its
 * properties, a call with such arguments or literals), evaluated without
 * `eval`; anything else is left as written.
 */

export type MdxImport = { specifier: string; names: Array<{ imported: string; local: string }> };

const fence = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\S\n]*$/gm;
const importLine = /^import\s+\{([^}]*)\}\s+from\s+['"]([^'"]+)['"];?[^\S\n]*$/gm;

/** Applies `transform` to the parts of `markdown` outside fenced code blocks. */
function outsideFences(markdown: string, transform: (text: string) => string): string {
  let result = '';
  let last = 0;
  for (const match of markdown.matchAll(fence)) {
    result += transform(markdown.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + transform(markdown.slice(last));
}

/** The named imports of an MDX body (outside code blocks). */
export function mdxImports(body: string): MdxImport[] {
  const imports: MdxImport[] = [];
  outsideFences(body, (text) => {
    for (const [, list = '', specifier = ''] of text.matchAll(importLine)) {
      const names = list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => {
          const [imported = '', local = imported] = name.split(/\s+as\s+/);
          return { imported, local };
        });
      imports.push({ specifier, names });
    }
    return text;
  });
  return imports;
}

type Value = unknown;
const notSimple = Symbol('not a simple expression');

function evaluatePath(path: string, bindings: Readonly<Record<string, Value>>): { value: Value; owner: Value } {
  const [head = '', ...rest] = path.split('.');
  if (!Object.hasOwn(bindings, head)) throw notSimple;
  let owner: Value = undefined;
  let value: Value = bindings[head];
  for (const key of rest) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) throw notSimple;
    owner = value;
    value = (value as Record<string, Value>)[key];
  }
  return { value, owner };
}

const identifierPath = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

function evaluateArgument(argument: string, bindings: Readonly<Record<string, Value>>): Value {
  const text = argument.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const quoted = /^'([^'\\]*)'$|^"([^"\\]*)"$/.exec(text);
  if (quoted) return quoted[1] ?? quoted[2];
  if (identifierPath.test(text)) return evaluatePath(text, bindings).value;
  throw notSimple;
}

/** The value of `name.path` or `name.path(args)`, or `notSimple`. */
export function evaluateSimpleExpression(expression: string, bindings: Readonly<Record<string, Value>>): Value {
  const text = expression.trim();
  try {
    if (identifierPath.test(text)) return evaluatePath(text, bindings).value;
    const call = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(([^()]*)\)$/.exec(text);
    if (!call) return notSimple;
    const { value: callee, owner } = evaluatePath(call[1] ?? '', bindings);
    if (typeof callee !== 'function') return notSimple;
    const args =
      (call[2] ?? '').trim() === '' ? [] : (call[2] ?? '').split(',').map((arg) => evaluateArgument(arg, bindings));
    return (callee as (...values: Value[]) => Value).apply(owner, args);
  } catch (error) {
    if (error === notSimple) return notSimple;
    throw error;
  }
}

/**
 * The body with its imports removed and each simple `{expression}` over the
 * imported names replaced by its value (outside code blocks and inline code).
 * `unresolved` lists the expressions left as written.
 */
export function withImportedValues(
  body: string,
  bindings: Readonly<Record<string, Value>>,
): { markdown: string; unresolved: string[] } {
  const unresolved: string[] = [];
  const markdown = outsideFences(body, (text) =>
    text
      .replace(importLine, '')
      .split(/(`[^`\n]*`)/)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : part.replace(/(?<!\\)\{(?!\/\*)([^{}\n]+)\}/g, (whole, expression: string) => {
              const value = evaluateSimpleExpression(expression, bindings);
              if (typeof value === 'string' || typeof value === 'number') return String(value);
              unresolved.push(expression.trim());
              return whole;
            }),
      )
      .join(''),
  );
  return { markdown: markdown.replace(/^\n+/, ''), unresolved };
}
