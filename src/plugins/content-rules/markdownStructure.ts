/**
 * Structure rules read from a page's Markdown tree (mdast): headings go down
 * one level at a time below the title, and every code block names its
 * language. Works on the tree the build's remark plugin gets and on one
 * parsed by `mdast-util-from-markdown` in the checks.
 */
import type { Problem } from './frontMatterRules';

export type MdNode = {
  type: string;
  depth?: number;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
};

function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'code') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

const hashes = (depth: number) => '#'.repeat(depth);

/**
 * Headings start below the title (an h1 made from `title`) and go down one
 * level at a time; a single `#` heading is accepted only as the first one.
 */
export function headingOrderProblems(file: string, tree: MdNode, lineOffset = 0): Problem[] {
  const problems: Problem[] = [];
  let previous = 1;
  let seen = 0;
  walk(tree, (node) => {
    if (node.type !== 'heading' || node.depth === undefined) return;
    const depth = node.depth;
    const text = textOf(node).trim();
    const line = node.position ? node.position.start.line + lineOffset : undefined;
    seen += 1;
    if (depth === 1 && seen > 1) {
      problems.push({
        file,
        line,
        field: 'headings',
        message: `heading "${text}" is a second h1 (# ). The title is the page's only h1: make this section ## (h2).`,
      });
    } else if (depth > previous + 1) {
      problems.push({
        file,
        line,
        field: 'headings',
        message: `heading "${text}" is h${depth} (${hashes(depth)}) right after an h${previous}, skipping a level. Make it ${hashes(previous + 1)} (h${previous + 1}): headings go down one level at a time.`,
      });
    }
    previous = depth;
  });
  return problems;
}

/** Every code block says its language (```sql, ```bash, ```text for output). */
export function codeLanguageProblems(file: string, tree: MdNode, lineOffset = 0): Problem[] {
  const problems: Problem[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code' || (node.lang ?? '').trim() !== '') return;
    problems.push({
      file,
      line: node.position ? node.position.start.line + lineOffset : undefined,
      field: 'code block',
      message:
        'a code block has no language. Write it after the opening fence: ```sql, ```bash, or ```text for output (an indented block counts too: fence it).',
    });
  });
  return problems;
}

/** What a Mermaid diagram lacks for screen reader users; empty when it has both texts. */
export function mermaidTextMissing(diagram: string): string[] {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(diagram)?.[1]?.trim() ?? '';
  const description =
    /^\s*accDescr\s*:\s*(.+)$/m.exec(diagram)?.[1]?.trim() ??
    /^\s*accDescr\s*\{([^}]*)\}/m.exec(diagram)?.[1]?.trim() ??
    '';
  const missing: string[] = [];
  if (title.length < 5) missing.push('accTitle');
  if (description.split(/\s+/).length < 8) missing.push('accDescr of at least 8 words');
  return missing;
}

/** Every ```mermaid block carries a title and a text alternative. */
export function diagramTextProblems(file: string, tree: MdNode, lineOffset = 0): Problem[] {
  const problems: Problem[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code' || node.lang !== 'mermaid') return;
    const missing = mermaidTextMissing(node.value ?? '');
    if (missing.length === 0) return;
    problems.push({
      file,
      line: node.position ? node.position.start.line + lineOffset : undefined,
      field: 'diagram',
      message: `a Mermaid diagram has no ${missing.join(' and no ')}. Add "accTitle: <a short title>" and "accDescr: <what the diagram shows, in a sentence>" as its first lines.`,
    });
  });
  return problems;
}
