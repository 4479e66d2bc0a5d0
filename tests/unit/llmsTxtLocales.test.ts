// The framing of the llms.txt files (src/data/llmsTxt.ts) in each locale: Russian has every phrase
// English has, in Russian and by the glossary, and the English phrases stay as agents know them.
import { describe, expect, it } from 'vitest';
import {
  llmsTxtSettings,
  llmsTxtTextFor,
  llmsTxtTexts,
  siteSections,
  siteSectionsFor,
  type LlmsTxtText,
} from '@site/src/data/llmsTxt';
import { glossaryViolations } from '../support/russianGlossary';

const { en, ru } = llmsTxtTexts;

/** Russian values that are names the Russian site writes in Latin letters (its navbar says "Postgres how-to"). */
const latinInRussian = new Set(['sidebarPrefixes.postgresHowtos']);

/** Every phrase of a text record by its key path; functions are called with sample arguments. */
function phrases(text: LlmsTxtText): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.set(key, value);
    else if (typeof value === 'function') {
      // Each phrase function takes numbers and addresses, in the order its type names them.
      const samples = [
        [5, 2, ['https://x.test/a.txt', 'https://x.test/b.txt']],
        ['https://x.test/llms.txt', 'https://x.test/llms-full.txt'],
      ];
      const args = key === 'sectionDetails' ? samples[1]! : key === 'partTitle' ? ['T', 1, 2] : samples[0]!;
      found.set(key, String((value as (...parameters: unknown[]) => unknown)(...args)));
    } else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) walk(inner, key ? `${key}.${name}` : name);
    }
  };
  walk(text, '');
  return found;
}

describe('the Russian llms.txt text', () => {
  const english = phrases(en);
  const russian = phrases(ru);

  it('has a Russian value for every phrase of the English one', () => {
    const missing = [...english.keys()].filter((key) => !russian.has(key));
    expect(missing, `give these keys of the ru record in src/data/llmsTxt.ts a Russian value`).toEqual([]);
    const extra = [...russian.keys()].filter((key) => !english.has(key));
    expect(extra, `these keys of the ru record have no English value in src/data/llmsTxt.ts`).toEqual([]);
    const untranslated = [...english].flatMap(([key, value]) => {
      const translated = russian.get(key) ?? '';
      if (translated === value) return [`${key}: still the English «${value}»`];
      if (!latinInRussian.has(key) && !/[а-яё]/i.test(translated))
        return [`${key}: no Russian word in «${translated}»`];
      return [];
    });
    expect(untranslated, `translate these phrases of the ru record in src/data/llmsTxt.ts`).toEqual([]);
  });

  it('follows the glossary', () => {
    const lines = [...russian].map(([key, text], index) => ({
      file: `src/data/llmsTxt.ts (ru.${key})`,
      line: index + 1,
      text,
    }));
    expect(glossaryViolations(lines), 'see i18n/ru/glossary.md for the terms').toEqual([]);
  });

  it('counts pages and parts in Russian', () => {
    expect([1, 2, 5, 11, 21, 24, 106, 112].map(ru.pageCount)).toEqual([
      '1 страница.',
      '2 страницы.',
      '5 страниц.',
      '11 страниц.',
      '21 страница.',
      '24 страницы.',
      '106 страниц.',
      '112 страниц.',
    ]);
    expect(ru.indexParts(2, 1, ['a', 'b'])).toBe('Индекс разделён на 2 части; это часть 1: a, b.');
    expect(ru.indexParts(5, 3, ['a'])).toMatch(/^Индекс разделён на 5 частей; это часть 3:/);
    expect(ru.partTitle('Документация', 1, 2)).toBe('Документация (часть 1 из 2)');
  });
});

describe('llmsTxtTextFor', () => {
  it('picks the record of a locale, and English for a locale without one', () => {
    expect(llmsTxtTextFor('ru')).toBe(ru);
    expect(llmsTxtTextFor('en')).toBe(en);
    expect(llmsTxtTextFor('de')).toBe(en);
    expect(llmsTxtTextFor('constructor')).toBe(en);
  });

  it('gives every section of siteSections a title and a summary in the locale', () => {
    expect(siteSectionsFor('ru').map((section) => section.id)).toEqual(siteSections.map((section) => section.id));
    expect(siteSectionsFor('ru').find((section) => section.id === 'howtos')).toMatchObject({
      title: ru.sections.howtos.title,
      summary: ru.sections.howtos.summary,
      indexPath: '/docs/postgres-howtos/llms.txt',
    });
  });
});

describe('the English llms.txt text', () => {
  // Agents and the build tests read these; a change here changes every English llms.txt.
  it('keeps its phrases', () => {
    expect(en.indexParts(2, 1, ['a', 'b'])).toBe('This index is in 2 parts; this is part 1: a, b.');
    expect(en.partTitle('Documentation', 1, 2)).toBe('Documentation (part 1 of 2)');
    expect(en.pageCount(106)).toBe('106 pages.');
    expect(en.sectionDetails('R', 'F')).toBe(
      'Each link leads to the Markdown of a page. The index of the whole site is R; the full Markdown of this section is F.',
    );
    expect([en.sectionsTitle, en.fullTextTitle, en.otherLanguagesTitle]).toEqual([
      'Sections',
      'Full text',
      'Other languages',
    ]);
  });

  it('keeps the convention’s "Optional" in every locale', () => {
    expect(
      llmsTxtSettings.blogSectionTitle,
      'the llms.txt convention gives "Optional" its meaning only in English: do not translate it',
    ).toBe('Optional');
  });
});
