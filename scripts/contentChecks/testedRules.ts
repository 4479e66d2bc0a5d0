/**
 * Rules that the unit tests and the build-output tests apply to pages, checked
 * here for the given files so that `npm run check:content` finds what they
 * would reject, each with the fix:
 *
 * - a Mermaid diagram has its drawn SVG files (tests/unit/mermaidDiagrams.test.ts);
 * - a table's header cells are not empty (tests/build/accessibleContent.test.ts);
 * - a doc that opens with an h1 uses its title there (tests/build/llmsTxt.test.ts);
 * - a post of the route contract keeps its date and tags (tests/unit/blogContent.test.ts);
 * - the DBLab Engine reference pages name every item of the fact sheet
 *   (tests/unit/referenceCompleteness.test.ts);
 * - the route contract's how-tos and posts still have their files
 *   (tests/unit/howtoContent.test.ts, tests/unit/blogContent.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { apiEndpoints, cliCommands, cliOptions, configKeys } from '../../tests/contract/dblabReference';
import { colorModes, diagramFile, diagramName, diagramsFolder } from '../../src/plugins/mermaid-svg/renderMermaid';
import { contentKindOf, type Problem } from '../../src/plugins/content-rules/frontMatterRules';
import { walk } from './pageTree';
import { filesUnder } from './siteRoutes';
import { splitFrontMatter } from './checkFiles';

const lineOf = (node: { position?: { start: { line: number } } }): number | undefined => node.position?.start.line;

function textOf(node: Root['children'][number] | Root): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Root['children']).map(textOf).join('');
  return '';
}

/** Every ```mermaid block needs its drawn light and dark SVG under static/diagrams/. */
export function diagramFileProblems(root: string, file: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code' || node.lang !== 'mermaid') return;
    const name = diagramName(node.value);
    if (colorModes.every((mode) => fs.existsSync(diagramFile(root, name, mode)))) return;
    problems.push({
      file,
      line: lineOf(node),
      field: 'diagram',
      message: `this Mermaid diagram has no drawn SVG in ${diagramsFolder}/ yet. Run "npm run build" once (it draws new diagrams with Chromium) and commit the new ${name}-light.svg and ${name}-dark.svg.`,
    });
  });
  return problems;
}

/** A table's first row is its header: every cell needs a name. */
export function tableHeaderProblems(file: string, tree: Root): Problem[] {
  const problems: Problem[] = [];
  walk(tree, (node) => {
    if (node.type !== 'table') return;
    const header = node.children[0];
    header?.children.forEach((cell, index) => {
      if (textOf(cell).trim() !== '' || cell.children.some((child) => child.type === 'image')) return;
      problems.push({
        file,
        line: lineOf(node),
        field: 'table',
        message: `the table's header cell ${index + 1} is empty. Name the column: screen readers read the header with every cell.`,
      });
    });
  });
  return problems;
}

/** A doc or rules page whose text opens with an h1 shows that h1, not its `title`: the two must agree. */
export function openingTitleProblems(file: string, tree: Root, frontMatter: Record<string, unknown>): Problem[] {
  const kind = contentKindOf(file);
  if (!kind || kind === 'post' || typeof frontMatter.title !== 'string') return [];
  const first = tree.children.find((node) => node.type !== 'mdxjsEsm' && node.type !== 'mdxFlowExpression');
  if (first?.type !== 'heading' || first.depth !== 1) return [];
  const heading = textOf(first).trim();
  if (heading === frontMatter.title.trim()) return [];
  return [
    {
      file,
      line: lineOf(first),
      field: 'title',
      message: `opens with the heading "# ${heading}", which the page shows instead of its title "${frontMatter.title}" (llms.txt lists the title). Delete the # line, or make it the same as the title.`,
    },
  ];
}

type ContractRow = { route: string; kind: string; detail: string };

export function readContract(root: string): ContractRow[] {
  const file = path.join(root, 'tests/contract/routes.tsv');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [route = '', kind = '', detail = ''] = line.split('\t');
      return { route, kind, detail };
    });
}

function postContract(row: ContractRow): { slug: string; date?: string; tags: string[] } {
  return {
    slug: row.route.replace('/blog/', ''),
    date: /date=(\S+);/.exec(row.detail)?.[1],
    tags: /tags=(\S+)/.exec(row.detail)?.[1]?.split(',') ?? [],
  };
}

/** A post the route contract lists keeps its date and tags. */
export function contractPostProblems(
  file: string,
  frontMatter: Record<string, unknown>,
  contract: readonly ContractRow[],
): Problem[] {
  if (contentKindOf(file) !== 'post' || file.startsWith('i18n/')) return [];
  const row = contract.find(
    (candidate) => candidate.kind === 'blog-post' && candidate.route === `/blog/${String(frontMatter.slug)}`,
  );
  if (!row) return [];
  const promised = postContract(row);
  const problems: Problem[] = [];
  const { date: rawDate, tags: rawTags } = frontMatter;
  const date = rawDate instanceof Date ? rawDate.toISOString().slice(0, 10) : String(rawDate);
  if (promised.date && date !== promised.date) {
    problems.push({
      file,
      field: 'date',
      message: `"date" is ${date}; the route contract (tests/contract/routes.tsv) has ${promised.date} for this post. Keep the original date.`,
    });
  }
  const tags = [...(Array.isArray(rawTags) ? rawTags.map(String) : [])].sort().join(', ');
  const expected = [...promised.tags].sort().join(', ');
  if (tags !== expected) {
    problems.push({
      file,
      field: 'tags',
      message: `"tags" are [${tags}]; the route contract (tests/contract/routes.tsv) lists [${expected}] for this post. Keep those tags.`,
    });
  }
  return problems;
}

/** The route contract's how-to articles and posts still have their files. */
export function missingContractPages(root: string, contract: readonly ContractRow[]): Problem[] {
  const problems: Problem[] = [];
  const howtoFiles = new Set(
    filesUnder(root, 'docs/postgres-howtos', /\.mdx?$/).map((file) => file.replace(/\.mdx?$/, '')),
  );
  for (const row of contract) {
    if (row.kind !== 'doc' || !row.route.startsWith('/docs/postgres-howtos/') || row.route.endsWith('/')) continue;
    const inner = row.route.slice('/docs/postgres-howtos/'.length);
    if (howtoFiles.has(inner)) continue;
    problems.push({
      file: `docs/postgres-howtos/${inner}.md`,
      field: 'route contract',
      message: `is gone, but tests/contract/routes.tsv promises its address ${row.route}. Restore the file at this path (the address comes from it).`,
    });
  }
  const slugs = new Set(
    filesUnder(root, 'blog', /\.mdx?$/).map((file) => {
      const slug = splitFrontMatter(fs.readFileSync(path.join(root, 'blog', file), 'utf8')).frontMatter.slug;
      return String(slug);
    }),
  );
  for (const row of contract) {
    if (row.kind !== 'blog-post') continue;
    const { slug } = postContract(row);
    if (slugs.has(slug)) continue;
    problems.push({
      file: 'blog/',
      field: 'route contract',
      message: `no post has "slug: ${slug}", but tests/contract/routes.tsv promises ${row.route}. Restore the post or its slug.`,
    });
  }
  return problems;
}

const referencePages: Record<string, (text: string) => string[]> = {
  'docs/reference-guides/database-lab-engine-api-reference.md': (text) =>
    apiEndpoints
      .filter((endpoint) => {
        const escaped = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return !new RegExp(`${endpoint.method}[\\s\`|*]+${escaped}(?![\\w/{])`).test(text);
      })
      .map(
        (endpoint) =>
          `the endpoint ${endpoint.method} ${endpoint.path} (method and path together, in a heading or a table row)`,
      ),
  'docs/reference-guides/dblab-client-cli-reference.md': (text) => [
    ...cliCommands.filter(({ command }) => !text.includes(command)).map(({ command }) => `the command "${command}"`),
    ...cliOptions
      .filter((option) => !['--help', '--version'].includes(option) && !new RegExp(`${option}(?![\\w-])`).test(text))
      .map((option) => `the option ${option}`),
  ],
  'docs/reference-guides/database-lab-engine-configuration-reference.md': (text) =>
    configKeys.filter(({ key }) => !text.includes(key)).map(({ key }) => `the key ${key}`),
};

/** The DBLab Engine reference pages name every endpoint, command, option and key of the fact sheet. */
export function referenceProblems(file: string, source: string): Problem[] {
  const missing = referencePages[file]?.(source) ?? [];
  return missing.map((item) => ({
    file,
    field: 'reference',
    message: `no longer names ${item}, which the fact sheet tests/contract/dblabReference.ts lists. Document it on this page.`,
  }));
}
