// The Russian translation uses the terms of i18n/ru/glossary.md: one word for each concept, and
// none of the variants and calques the glossary rules out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryViolations as violations } from '../support/russianGlossary';
import { proseLines, proseOfMarkdownLine, translationFiles } from '../support/russianProse';

const siteDir = path.resolve(__dirname, '../..');
const ruDir = path.join(siteDir, 'i18n/ru');
const glossary = path.join(ruDir, 'glossary.md');

describe('the Russian glossary', () => {
  it('is respected in every Russian page, doc and interface string', () => {
    const lines = translationFiles(ruDir, [glossary]).flatMap((file) =>
      proseLines(file, path.relative(siteDir, file)).filter(
        // A JSON value without a Russian word is a name or a code (checked by the interface test).
        (entry) => !file.endsWith('.json') || /[а-яё]/i.test(entry.text),
      ),
    );
    expect(lines.length, 'no Russian prose found under i18n/ru').toBeGreaterThan(500);
    expect(violations(lines), 'see i18n/ru/glossary.md for the terms').toEqual([]);
  });

  it('catches each forbidden variant in prose and ignores code, addresses and anchors', () => {
    const check = (text: string, file = 'i18n/ru/docusaurus-plugin-content-pages/page.mdx') =>
      violations([{ file, line: 1, text: proseOfMarkdownLine(text) }]);
    expect(check('Откройте новый сеанс psql.')).toHaveLength(1);
    expect(check('Проверьте изменение на копии production.')).toHaveLength(1);
    expect(check('Так называемый "тонкий клон".')).toHaveLength(1);
    expect(check('Изменение будет смержено.')).toHaveLength(1);
    expect(
      check('Как читать руководство', 'i18n/ru/docusaurus-plugin-content-docs/current/postgres-howtos/index.md'),
    ).toHaveLength(1);
    expect(
      check('Как читать руководство', 'i18n/ru/docusaurus-plugin-content-docs/current/tutorials/index.md'),
    ).toEqual([]);
    expect(check('Запустите `SET application_name = "production"` в сессии.')).toEqual([]);
    expect(check('См. [how-to](/docs/production-checklist) и {/* #copy-of-production */}.')).toEqual([]);
    expect(check('<DocLink to="/docs/production" title="Копия продакшена">')).toEqual([]);
    expect(check('<FeatureCard title="Копия production">')).toHaveLength(1);
  });
});
