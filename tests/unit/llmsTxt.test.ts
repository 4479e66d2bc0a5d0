import { describe, expect, it } from 'vitest';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarDocIds,
  sidebarSections,
  type SidebarItem,
} from '@site/src/plugins/raw-markdown/llmsTxt';
import { evaluateSimpleExpression, mdxImports, withImportedValues } from '@site/src/plugins/raw-markdown/mdxValues';
import { formatUsd, licences, standardEdition } from '@site/src/data/pricing';

describe('llms.txt', () => {
  const text = llmsTxt({
    siteTitle: 'PostgresAI',
    summary: 'Thin clones\nfor PostgreSQL.',
    details: 'Links lead to Markdown.',
    sections: [
      {
        title: 'Tutorials',
        links: [
          { title: 'Create a [first] clone', url: 'https://postgres.ai/raw/docs/a (b).md', description: 'Two\nlines.' },
          { title: 'No description', url: 'https://postgres.ai/raw/docs/c.md' },
        ],
      },
      { title: 'Empty', links: [] },
    ],
  });

  it('follows the llmstxt.org layout: H1, blockquote, details, H2 sections of link lists', () => {
    expect(text).toBe(
      '# PostgresAI\n\n> Thin clones for PostgreSQL.\n\nLinks lead to Markdown.\n\n## Tutorials\n\n' +
        '- [Create a \\[first\\] clone](https://postgres.ai/raw/docs/a%20%28b%29.md): Two lines.\n' +
        '- [No description](https://postgres.ai/raw/docs/c.md)\n',
    );
  });
});

describe('llms-full.txt', () => {
  it('gives each page its title, its address and its text, in order', () => {
    const text = llmsFullTxt({
      title: 'PostgresAI',
      summary: 'Summary',
      details: 'Details.',
      pages: [
        { url: 'https://postgres.ai/docs/a', markdown: '# A\n\n> About A\n\nText of A.\n' },
        { url: 'https://postgres.ai/docs/b', markdown: '# B\n' },
      ],
    });
    expect(text).toBe(
      '# PostgresAI\n\n> Summary\n\nDetails.\n\n' +
        '# A\n\nSource: https://postgres.ai/docs/a\n\n> About A\n\nText of A.\n\n---\n\n' +
        '# B\n\nSource: https://postgres.ai/docs/b\n',
    );
  });
});

describe('sidebar sections', () => {
  const sidebar: SidebarItem[] = [
    { type: 'doc', id: 'intro' },
    {
      type: 'category',
      label: 'Cloning',
      link: { type: 'doc', id: 'cloning/index' },
      items: [
        { type: 'doc', id: 'cloning/create' },
        { type: 'link' },
        { type: 'category', label: 'More', items: [{ type: 'doc', id: 'cloning/reset' }] },
      ],
    },
    { type: 'category', label: 'Index only', link: { type: 'generated-index' }, items: [] },
  ];

  it('lists a category’s own page first, then its pages in order', () => {
    expect(sidebarDocIds(sidebar[1]!)).toEqual(['cloning/index', 'cloning/create', 'cloning/reset']);
  });

  it('makes one section per top-level category, loose pages first', () => {
    expect(sidebarSections(sidebar, { looseTitle: 'Docs' })).toEqual([
      { title: 'Docs', ids: ['intro'] },
      { title: 'Cloning', ids: ['cloning/index', 'cloning/create', 'cloning/reset'] },
      { title: 'Index only', ids: [] },
    ]);
    expect(sidebarSections(sidebar, { prefix: 'How-tos', looseTitle: 'Docs' })[1]?.title).toBe('How-tos: Cloning');
  });
});

describe('imported values in MDX', () => {
  const bindings = { formatUsd, licences, standardEdition };

  it('evaluates names, properties and calls with simple arguments, and nothing else', () => {
    expect(evaluateSimpleExpression('licences.dblabEngine.name', bindings)).toBe(licences.dblabEngine.name);
    expect(evaluateSimpleExpression('formatUsd(standardEdition.startingMonthlyUsd)', bindings)).toBe(
      formatUsd(standardEdition.startingMonthlyUsd),
    );
    expect(evaluateSimpleExpression('formatUsd(0.2662, 4)', bindings)).toBe(formatUsd(0.2662, 4));
    for (const expression of ['process.exit(1)', 'standardEdition.constructor', '1 + 1', 'formatUsd(a(b))']) {
      expect(typeof evaluateSimpleExpression(expression, bindings)).toBe('symbol');
    }
  });

  it('reads the named imports', () => {
    expect(mdxImports("import { a, b as c } from '@site/src/data/x';\n\n```js\nimport { d } from 'e';\n```\n")).toEqual(
      [
        {
          specifier: '@site/src/data/x',
          names: [
            { imported: 'a', local: 'a' },
            { imported: 'b', local: 'c' },
          ],
        },
      ],
    );
  });

  it('writes the values into the text, drops the imports, keeps code and comments as written', () => {
    const body =
      "import { formatUsd, standardEdition } from '@site/src/data/pricing';\n\n" +
      'From **{formatUsd(standardEdition.startingMonthlyUsd)}** a month, `{formatUsd(1)}` in code.\n\n' +
      '{/* truncate */}\n\n```js\nconst x = {formatUsd};\n```\n\n{unknown.value}\n';
    const { markdown, unresolved } = withImportedValues(body, bindings);
    expect(markdown).toBe(
      `From **${formatUsd(standardEdition.startingMonthlyUsd)}** a month, \`{formatUsd(1)}\` in code.\n\n` +
        '{/* truncate */}\n\n```js\nconst x = {formatUsd};\n```\n\n{unknown.value}\n',
    );
    expect(unresolved).toEqual(['unknown.value']);
  });
});
