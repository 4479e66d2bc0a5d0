// The DBLab API reference is one page per operation, grouped by tag: what
// scripts/dblabApi/render.ts writes and how sidebars.ts lists it. The built pages
// are checked in tests/build/dblabApiReference.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesDir, renderAll } from '@site/scripts/dblabApi/render';
import { tagOrder } from '@site/src/data/dblabApi/document';
import { operations } from '@site/src/data/dblabApi/operations';
import {
  operationDocId,
  operationSlug,
  operationsOf,
  referenceDocDir,
  tagSlug,
  tagTitles,
} from '@site/src/data/dblabApi/pages';
import { schemas } from '@site/src/data/dblabApi/schemas';
import sidebars from '../../sidebars';

const files = renderAll();
const fix = 'Change scripts/dblabApi/render.ts or src/data/dblabApi/pages.ts, then run `npm run api:generate`.';

type SidebarEntry = { type?: string; id?: string; label?: string; link?: { id?: string }; items?: unknown[] };

/** The docs sidebar's entry with this key or id, searched depth-first. */
function findEntry(items: readonly unknown[], key: string): SidebarEntry | undefined {
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const entry = item as SidebarEntry & { key?: string };
    if (entry.key === key || entry.link?.id === key) return entry;
    const inner = Array.isArray(entry.items) ? findEntry(entry.items, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const idOf = (item: unknown): string | undefined =>
  typeof item === 'string' ? item : ((item as SidebarEntry).id ?? (item as SidebarEntry).link?.id);

describe('one page per DBLab API operation', () => {
  it('gives each of the 31 operations its own page under its tag folder, with a slug no other operation has', () => {
    expect(operations, 'the contract has 31 operations').toHaveLength(31);
    const slugs = operations.map((op) => `${tagSlug(op.tag)}/${operationSlug(op)}`);
    const repeated = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(repeated, `Two operations share a page: ${repeated.join(', ')}. Give one a different summary.`).toEqual([]);
    const missing = operations.filter((op) => !files.has(`docs/${operationDocId(op)}.md`));
    expect(
      missing.map((op) => op.operationId),
      `No page written for these operations. ${fix}`,
    ).toEqual([]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: title, method and path on top, Try it, curl, CLI and schema links that resolve',
    (id, op) => {
      const text = files.get(`docs/${operationDocId(op)}.md`)!;
      const methodAndPath = `${op.method.toUpperCase()} ${op.path}`;
      const body = text.slice(text.indexOf('\n---\n') + 5);
      const firstProse = body.split('\n').find((line) => line.startsWith('`'));
      const problems: string[] = [];
      if (!text.includes(`title: ${JSON.stringify(op.summary)}`)) problems.push(`title is not "${op.summary}"`);
      if (!new RegExp(`keywords: .*"${methodAndPath.replace(/[{}/]/g, '\\$&')}"`).test(text))
        problems.push(`keywords lack "${methodAndPath}"`);
      if (!text.includes(`"${id}"`)) problems.push(`keywords lack the operationId "${id}"`);
      if (!firstProse?.startsWith(`\`${methodAndPath}\``))
        problems.push(`the first line under the title is not \`${methodAndPath}\``);
      if (!text.includes(`<DblabTryIt operation={{"operationId":"${id}"`)) problems.push('no Try it panel');
      if (!text.includes(`curl --request ${op.method.toUpperCase()}`)) problems.push('no curl request');
      if (op.cli?.length && !text.includes('```bash title="dblab"')) problems.push('no dblab CLI block');
      for (const status of Object.keys(op.responses))
        if (!text.includes(`### ${status} (`)) problems.push(`no section for status ${status}`);
      for (const [, name] of text.matchAll(/\]\(\.\.\/schemas\.md#([a-z0-9]+)\)/g)) {
        if (!Object.keys(schemas).some((schema) => schema.toLowerCase() === name))
          problems.push(`links the unknown schema anchor #${name}`);
      }
      if (/\]\(\.\/schemas\.md/.test(text)) problems.push('links ./schemas.md, which is not next to an operation page');
      expect(problems, `${operationDocId(op)}.md: ${problems.join('; ')}. ${fix}`).toEqual([]);
    },
  );

  it.each(tagOrder.map((tag) => [tag] as const))(
    'the %s landing page keeps the old #operationId anchors, each on a row that links the operation page',
    (tag) => {
      const text = files.get(`${pagesDir}/${tagSlug(tag)}.md`)!;
      const problems = operationsOf(tag).flatMap((op) => {
        const row = text.split('\n').find((line) => line.includes(`<span id="${op.operationId}"></span>`));
        if (!row) return [`no row with id "${op.operationId}"`];
        const link = `](./${tagSlug(tag)}/${operationSlug(op)}.md)`;
        return row.includes(link) && row.includes(`\`${op.method.toUpperCase()} ${op.path}\``)
          ? []
          : [`the row of ${op.operationId} lacks the link ${link} or its method and path`];
      });
      expect(problems, `${pagesDir}/${tagSlug(tag)}.md: ${problems.join('; ')}. ${fix}`).toEqual([]);
      expect(text, 'a landing page has no Try it panel: they belong to the operation pages').not.toContain(
        'DblabTryIt',
      );
    },
  );

  it('writes only the overview, the schemas, the tag pages and the operation pages', () => {
    const pages = [...files.keys()].filter((file) => file.startsWith(`${pagesDir}/`));
    expect(pages, `${fix}`).toHaveLength(2 + tagOrder.length + operations.length);
    // What is committed is what the generator writes, folder by folder.
    const onDisk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? onDisk(full) : [path.relative(path.resolve(__dirname, '../..'), full)];
      });
    const stale = onDisk(path.resolve(__dirname, '../..', pagesDir)).filter((file) => !files.has(file));
    expect(stale, 'Files the generator no longer writes: run `npm run api:generate`, which removes them.').toEqual([]);
  });
});

describe('the docs sidebar lists the API reference by tag', () => {
  it('has the overview, a category per tag in the document order whose items are its operations, then the schemas', () => {
    const reference = findEntry(sidebars.docs as unknown[], `${referenceDocDir}/index`);
    expect(reference, 'sidebars.ts has no DBLab Engine API reference category').toBeDefined();
    const items = reference!.items ?? [];
    const categories = items.filter((item) => (item as SidebarEntry).type === 'category') as SidebarEntry[];
    expect(
      categories.map((category) => category.label),
      'The tag categories or their order changed: sidebars.ts builds them from tagOrder and tagTitles.',
    ).toEqual(tagOrder.map((tag) => tagTitles[tag]));
    categories.forEach((category, index) => {
      const tag = tagOrder[index]!;
      expect(category.link?.id, `the ${tag} category must open its landing page`).toBe(
        `${referenceDocDir}/${tagSlug(tag)}`,
      );
      expect(
        (category.items ?? []).map(idOf),
        `the ${tag} category must list its operations in the order of src/data/dblabApi/operations.ts`,
      ).toEqual(operationsOf(tag).map(operationDocId));
    });
    expect(idOf(items[items.length - 1]), 'the schemas page closes the reference').toBe(`${referenceDocDir}/schemas`);
  });
});
