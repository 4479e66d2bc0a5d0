import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcement } from '@site/src/data/announcement';
import { currentLocaleFrom } from '@site/src/config/currentLocale';
import { localizedAnnouncement, readAnnouncementTranslation } from '@site/src/config/localizedAnnouncement';
import { isTranslatedReactPage, isTranslatedSource } from '@site/src/data/translatedPages';
import { indexTerms, queryTerms } from '@site/src/plugins/search-local/engine/tokenize';

const siteDir = path.resolve(__dirname, '../..');

describe('the locale the config is loaded for', () => {
  it('is the default locale when `docusaurus start` runs without --locale', () => {
    // Docusaurus copies the missing option into the variable as the string "undefined".
    expect(currentLocaleFrom('undefined', ['en', 'ru'], 'en'), 'npm start with no flags must serve English').toBe('en');
    expect(currentLocaleFrom(undefined, ['en', 'ru'], 'en')).toBe('en');
    expect(currentLocaleFrom('', ['en', 'ru'], 'en')).toBe('en');
  });

  it('is the locale given when it is configured', () => {
    expect(currentLocaleFrom('ru', ['en', 'ru'], 'en')).toBe('ru');
    expect(currentLocaleFrom('en', ['en', 'ru'], 'en')).toBe('en');
  });
});

describe('announcement bar in Russian', () => {
  it('shows the Russian text when the translation follows the current English text', () => {
    const translation = readAnnouncementTranslation(siteDir, 'ru');
    expect(translation, 'i18n/ru/announcement.json should exist').not.toBeNull();
    const current = {
      translates: { lead: announcement.lead, linkLabel: announcement.linkLabel },
      lead: 'Новое объявление:',
      linkLabel: 'читать',
    };
    const shown = localizedAnnouncement(announcement, current);
    expect(shown.lead).toBe('Новое объявление:');
    expect(shown.linkPath, 'the Russian bar links where the English one does').toBe(announcement.linkPath);
  });

  it('shows the English text when the translation was written for an older announcement', () => {
    const stale = {
      translates: { lead: 'An older announcement', linkLabel: 'old link' },
      lead: 'Старое объявление',
      linkLabel: 'старая ссылка',
    };
    expect(localizedAnnouncement(announcement, stale)).toEqual(announcement);
    expect(localizedAnnouncement(announcement, null)).toEqual(announcement);
  });
});

describe('translation status', () => {
  it('counts a content file as translated only when it comes from i18n/', () => {
    expect(isTranslatedSource('@site/i18n/ru/docusaurus-plugin-content-docs/current/index.mdx')).toBe(true);
    expect(isTranslatedSource('@site/docs/index.mdx')).toBe(false);
  });

  it('knows the translated React pages with or without a trailing slash', () => {
    expect(isTranslatedReactPage('ru', '/')).toBe(true);
    expect(isTranslatedReactPage('ru', '/pricing')).toBe(true);
    expect(isTranslatedReactPage('ru', '/universe')).toBe(true);
    expect(isTranslatedReactPage('ru', '/resources')).toBe(true);
    expect(isTranslatedReactPage('ru', '/no-such-page')).toBe(false);
    expect(isTranslatedReactPage('de', '/')).toBe(false);
  });
});

describe('search terms in Russian', () => {
  it('indexes and queries Cyrillic words, case-insensitively', () => {
    expect(indexTerms('Тонкие клоны для PostgreSQL')).toEqual(['тонкие', 'клоны', 'для', 'postgresql']);
    expect(queryTerms('КЛОНЫ')).toEqual(['клоны']);
  });

  it('treats ё as е and й as и, on both sides', () => {
    expect(queryTerms('ещё')).toEqual(indexTerms('еще'));
    expect(queryTerms('настройка')).toEqual(indexTerms('настроика'));
  });
});
