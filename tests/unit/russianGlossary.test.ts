// The Russian translation uses the terms of i18n/ru/glossary.md: one word for each concept, and
// none of the variants and calques the glossary rules out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseLines, proseOfMarkdownLine, translationFiles, type ProseLine } from '../support/russianProse';

const siteDir = path.resolve(__dirname, '../..');
const ruDir = path.join(siteDir, 'i18n/ru');
const glossary = path.join(ruDir, 'glossary.md');

type Rule = {
  /** What the glossary says to write instead. */
  fix: string;
  pattern: RegExp;
  /** Only files whose path (from the site root) matches. */
  only?: RegExp;
};

// Each rule names the variant it rejects by its pattern and what to write by `fix`.
const rules: readonly Rule[] = [
  { pattern: /сеанс/i, fix: '«сессия» (not «сеанс»)' },
  {
    pattern: /(?<![\p{L}\d_/.#-])production/iu,
    fix: '«продакшен» («в продакшене», «копия продакшена», «продакшен-база»); "production" stays Latin only in code',
  },
  { pattern: /"/, fix: 'the quotes «…» (and „…“ inside them); straight quotes belong only in code' },
  { pattern: /туториал/i, fix: '«руководство» for a tutorial' },
  {
    pattern: /руководств/i,
    fix: '«how-to» for an article of the how-to library; «руководство» is a tutorial',
    only: /\/(postgres-howtos|dblab-howtos)\//,
  },
  { pattern: /смерж/i, fix: '«слить», «попасть в основную ветку» (not «смержить»)' },
  { pattern: /разнос\S* чувствительн/i, fix: 'a rewrite: data do not «разносят» themselves' },
  { pattern: /Знайте,/, fix: 'a rewrite without the calque of "Know …" («Держите … под контролем»)' },
  { pattern: /ожидающ\S* миграц/i, fix: '«ещё не применённые миграции»' },
  { pattern: /конкурентност/i, fix: '«параллельные запросы», «при большом числе одновременных запросов»' },
  { pattern: /проходит аудит/i, fix: '«под аудитом», «попадает в журнал аудита»' },
  { pattern: /не масштабируются, поэтому/i, fix: 'a rewrite of the calque («на всех не напасёшься»)' },
  { pattern: /(Edition|редакци\S*),? на котор\S* он\b/i, fix: '«она»: an edition is «редакция», feminine' },
];

function violations(lines: readonly ProseLine[]): string[] {
  const found: string[] = [];
  for (const { file, line, text } of lines) {
    for (const rule of rules) {
      if (rule.only && !rule.only.test(`/${file}`)) continue;
      const match = rule.pattern.exec(text);
      if (match) found.push(`${file}:${line}: "${match[0]}" in «${text.trim().slice(0, 80)}». Write ${rule.fix}.`);
    }
  }
  return found;
}

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
