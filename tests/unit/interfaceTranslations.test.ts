// Every interface string of the site (a translate() call or <Translate> in src/) has a value in
// each locale's code.json, and that value is a translation, not the English text left in place.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import { globTranslatableSourceFiles } from '@docusaurus/utils';
import { sameAsEnglish } from '@site/src/data/interfaceTranslations';

const siteDir = path.resolve(__dirname, '../..');
const locales = Object.keys(sameAsEnglish);

type Messages = Record<string, { message: string }>;
let english: Record<string, string> = {};

beforeAll(async () => {
  const files = await globTranslatableSourceFiles([path.join(siteDir, 'src')]);
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({ isServer: true }));
  english = Object.fromEntries(
    extracted.flatMap((file) => Object.entries(file.translations).map(([id, value]) => [id, value.message])),
  );
});

const readMessages = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Messages;

/** A message with no Latin letters outside its placeholders (punctuation, or already written in the locale) is not English text. */
const hasWords = (message: string) => /\p{Script=Latin}/u.test(message.replace(/\{\w+\}/g, ''));

describe.each(locales)('interface strings in %s', (locale) => {
  it('finds the English strings in src/', () => {
    expect(Object.keys(english).length, 'the extractor found no translate() calls in src/').toBeGreaterThan(500);
  });

  it('every English string has a value in code.json', () => {
    const messages = readMessages(locale);
    const missing = Object.keys(english).filter((id) => !messages[id]?.message.trim());
    expect(
      missing,
      `i18n/${locale}/code.json has no value for these ids. Run "npm run write-translations -- --locale ${locale}" and translate the new "message" values`,
    ).toEqual([]);
  });

  it('no value is the English text left untranslated', () => {
    const messages = readMessages(locale);
    const reviewed = new Set(sameAsEnglish[locale]);
    const untranslated = Object.entries(english)
      .filter(([id, message]) => messages[id]?.message === message && hasWords(message) && !reviewed.has(id))
      .map(([id, message]) => `${id}: ${message}`);
    expect(
      untranslated,
      `these values in i18n/${locale}/code.json are still the English text. Translate them, or, when the words are the same in that language (a product name), add the id to sameAsEnglish.${locale} in src/data/interfaceTranslations.ts`,
    ).toEqual([]);
  });

  it('the reviewed list names only strings that exist and are the same as the English', () => {
    const messages = readMessages(locale);
    const stale = (sameAsEnglish[locale] ?? []).filter(
      (id) => english[id] === undefined || messages[id]?.message !== english[id],
    );
    expect(
      stale,
      `remove these ids from sameAsEnglish.${locale} in src/data/interfaceTranslations.ts: they are gone or now translated`,
    ).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const messages = readMessages(locale);
    const placeholders = (message: string) =>
      [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
    const broken = Object.entries(english)
      .filter(
        ([id, message]) => messages[id] && placeholders(messages[id].message).join() !== placeholders(message).join(),
      )
      .map(([id, message]) => `${id}: ${message} -> ${messages[id]?.message ?? ''}`);
    expect(
      broken,
      `these values in i18n/${locale}/code.json lose or add a {placeholder}; keep the same ones as the English`,
    ).toEqual([]);
  });
});
