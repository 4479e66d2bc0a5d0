// Every section page of the how-to library reads in Russian on the Russian site: each
// `_category_.json` under docs/postgres-howtos (a generated index page) has a Russian sidebar label,
// index title and description in the docs plugin's translation file, and the library's own index
// (docs/postgres-howtos/index.md) has a Russian copy.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const howtosDir = path.join(siteDir, 'docs/postgres-howtos');
const translationFile = 'i18n/ru/docusaurus-plugin-content-docs/current.json';
/** The sidebar that autogenerates the library from docs/postgres-howtos (sidebars.ts). */
const sidebarName = 'postgresHowtos';
/**
 * Labels that are a command or product name, which the glossary keeps in English: their label and
 * title may stay as in English. Their description is still Russian prose.
 */
const keptInEnglish = new Set(['psql']);

interface Category {
  file: string;
  label: string;
  link?: { type?: string; title?: string; description?: string };
}

const findCategories = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findCategories(full);
    return entry.name === '_category_.json' ? [full] : [];
  });

const categories: Category[] = findCategories(howtosDir)
  .sort()
  .map((full) => ({
    ...(JSON.parse(fs.readFileSync(full, 'utf8')) as Omit<Category, 'file'>),
    file: path.relative(siteDir, full),
  }));

const messages = JSON.parse(fs.readFileSync(path.join(siteDir, translationFile), 'utf8')) as Record<
  string,
  { message?: string }
>;

const isRussian = (text: string) => /\p{Script=Cyrillic}/u.test(text);

describe('how-to library sections in Russian', () => {
  it('finds the sections of the library', () => {
    expect(categories.length, `no _category_.json found under docs/postgres-howtos`).toBeGreaterThan(20);
  });

  it.each(categories.map((category) => [category.file, category] as const))(
    '%s has a Russian label, title and description',
    (file, category) => {
      const key = `sidebar.${sidebarName}.category.${category.label}`;
      const fields = [
        { name: 'sidebar label', id: key, english: category.label, prose: false },
        ...(category.link?.type === 'generated-index'
          ? [
              {
                name: 'index page title',
                id: `${key}.link.generated-index.title`,
                english: category.link.title ?? category.label,
                prose: false,
              },
              {
                name: 'index page description',
                id: `${key}.link.generated-index.description`,
                english: category.link.description ?? '',
                prose: true,
              },
            ]
          : []),
      ];
      const problems = fields.flatMap(({ name, id, english, prose }) => {
        const message = messages[id]?.message?.trim();
        if (!message)
          return [
            `${name}: ${translationFile} has no "${id}". Run "npm run write-translations -- --locale ru" and translate its "message" («${english}»)`,
          ];
        const mayStayEnglish = !prose && keptInEnglish.has(english);
        if (!isRussian(message) && !mayStayEnglish)
          return [`${name}: "${id}" is «${message}», not Russian. Translate it in ${translationFile}`];
        return [];
      });
      expect(problems, `the section ${file} («${category.label}») is not fully Russian`).toEqual([]);
    },
  );

  it('the library index page has a Russian copy with a Russian title, description and sidebar label', () => {
    const copy = 'i18n/ru/docusaurus-plugin-content-docs/current/postgres-howtos/index.md';
    expect(fs.existsSync(path.join(siteDir, copy)), `${copy} is missing: translate docs/postgres-howtos/index.md`).toBe(
      true,
    );
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(path.join(siteDir, copy), 'utf8'))?.[1] ?? '';
    const fields = parse(frontMatter) as Record<string, unknown>;
    const notRussian = ['title', 'description', 'sidebar_label'].filter(
      (field) => typeof fields[field] !== 'string' || !isRussian(fields[field] as string),
    );
    expect(notRussian, `${copy}: write these front matter fields in Russian`).toEqual([]);
  });
});
