// In the Russian sidebar, an entry whose page is still English carries a mark (src/theme/DocSidebarItem),
// by the rule of the fallback note: a page is translated when its file has a copy under i18n/<locale>/.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docTranslationsOf, markBySource, markUntranslated } from '@site/src/plugins/sidebar-mark';
import { untranslatedSidebarClass } from '@site/src/plugins/sidebar-mark/className';
import { splitFrontMatter } from '../../scripts/contentChecks/checkFiles';
import { docIdOf, filesUnder } from '../../scripts/contentChecks/siteRoutes';

const siteDir = path.resolve(__dirname, '../..');
const mark = untranslatedSidebarClass;

type Entry = {
  type?: string;
  id?: string;
  className?: string;
  link?: { type: string; id?: string };
  items?: unknown[];
};

/** Every doc entry of a sidebar config, with the class it carries (a category by the doc it opens). */
function entries(items: readonly unknown[]): { id: string; className?: string }[] {
  return items.flatMap((item): { id: string; className?: string }[] => {
    if (typeof item === 'string') return [{ id: item }];
    const entry = item as Entry;
    if (entry.type === 'doc' && entry.id) return [{ id: entry.id, className: entry.className }];
    if (entry.type !== 'category') return [];
    const own = entry.link?.type === 'doc' && entry.link.id ? [{ id: entry.link.id, className: entry.className }] : [];
    return [...own, ...entries(entry.items ?? [])];
  });
}

const isMarked = (className: string | undefined) => (className ?? '').split(' ').includes(mark);

describe('the rule of the sidebar mark', () => {
  const sidebar = [
    'home',
    { type: 'doc', id: 'guide', label: 'Guide', className: 'wide' },
    {
      type: 'category',
      label: 'Section',
      link: { type: 'doc', id: 'section/index' },
      items: ['section/translated', { type: 'link', label: 'Elsewhere', href: 'https://example.com' }],
    },
    { type: 'category', label: 'Generated', link: { type: 'generated-index' }, items: ['section/other'] },
  ];
  const translated = new Set(['home', 'section/translated']);

  it('marks the doc entries and the categories that open an untranslated doc, and nothing else', () => {
    expect(markUntranslated(sidebar, (id) => translated.has(id))).toEqual([
      'home',
      { type: 'doc', id: 'guide', label: 'Guide', className: `wide ${mark}` },
      {
        type: 'category',
        label: 'Section',
        link: { type: 'doc', id: 'section/index' },
        className: mark,
        items: ['section/translated', { type: 'link', label: 'Elsewhere', href: 'https://example.com' }],
      },
      {
        type: 'category',
        label: 'Generated',
        link: { type: 'generated-index' },
        items: [{ type: 'doc', id: 'section/other', className: mark }],
      },
    ]);
  });

  it('reads a generated sidebar by the source each doc was loaded from, as the fallback note does', () => {
    const docs = [
      { id: 'home', source: '@site/i18n/ru/docusaurus-plugin-content-docs/current/home.md' },
      { id: 'guide', source: '@site/docs/guide.md' },
    ];
    expect(
      markBySource(
        [
          { type: 'doc', id: 'home' },
          { type: 'doc', id: 'guide' },
        ],
        docs,
      ),
    ).toEqual([
      { type: 'doc', id: 'home' },
      { type: 'doc', id: 'guide', className: mark },
    ]);
  });

  it('marks nothing in the default locale or in a locale without translations', () => {
    for (const locale of [undefined, 'undefined', 'en', 'xx']) {
      const isTranslated = docTranslationsOf(siteDir, locale, 'en');
      expect(
        ['get-started', 'monitoring/index'].filter((id) => !isTranslated(id)),
        `locale ${locale}`,
      ).toEqual([]);
    }
  });
});

describe('the Russian docs sidebar', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function sidebarFor(locale: string) {
    vi.stubEnv('DOCUSAURUS_CURRENT_LOCALE', locale);
    vi.resetModules();
    return (await import('../../sidebars')).default;
  }

  // Each doc's file under docs/, by the id the docs plugin gives it.
  const docFiles = new Map(
    filesUnder(siteDir, 'docs', /\.mdx?$/).map((file) => {
      const { frontMatter } = splitFrontMatter(fs.readFileSync(path.join(siteDir, 'docs', file), 'utf8'));
      return [docIdOf(file, frontMatter), { file, frontMatter }] as const;
    }),
  );
  const ruCopy = (file: string) => `i18n/ru/docusaurus-plugin-content-docs/current/${file}`;

  it('marks exactly the entries whose page has no Russian copy, as the fallback note does', async () => {
    const docs = entries((await sidebarFor('ru')).docs as unknown[]);
    const wrong = docs.flatMap(({ id, className }) => {
      const file = docFiles.get(id)?.file;
      if (!file) return [`sidebars.ts names "${id}", which is no doc under docs/`];
      const translated = fs.existsSync(path.join(siteDir, ruCopy(file)));
      if (isMarked(className) === !translated) return [];
      return [
        translated
          ? `${id} is marked as English, but ${ruCopy(file)} exists`
          : `${id} has no Russian copy (${ruCopy(file)}), but its sidebar entry is not marked`,
      ];
    });
    expect(wrong).toEqual([]);
    // Both kinds are present, so the check above compares something; the docs home's id is not its path.
    expect(docs.find(({ id }) => id === 'get-started')?.className).toBeUndefined();
    expect(docs.some(({ className }) => isMarked(className))).toBe(true);
  });

  it('marks nothing in English', async () => {
    const docs = entries((await sidebarFor('en')).docs as unknown[]);
    expect(docs.filter(({ className }) => isMarked(className)).map(({ id }) => id)).toEqual([]);
  });

  it('has no doc whose front matter would replace the class of the mark', () => {
    const replacing = [...docFiles.values()]
      .filter(({ frontMatter }) => frontMatter['sidebar_class_name'] !== undefined)
      .map(
        ({ file }) =>
          `docs/${file}: "sidebar_class_name" replaces the class of the language mark; style the entry another way`,
      );
    expect(replacing).toEqual([]);
  });
});
