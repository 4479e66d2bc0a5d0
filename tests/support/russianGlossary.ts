// The rules of i18n/ru/glossary.md that a test can check: the variants and calques the glossary
// rules out, each with what to write instead. Used for the translation files and for the Russian
// text kept in data modules.
import type { ProseLine } from './russianProse';

export type GlossaryRule = {
  /** What the glossary says to write instead. */
  fix: string;
  pattern: RegExp;
  /** Only files whose path (from the site root) matches. */
  only?: RegExp;
};

// Each rule names the variant it rejects by its pattern and what to write by `fix`.
export const glossaryRules: readonly GlossaryRule[] = [
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

/** Each forbidden variant found, with its file, line and the replacement to write. */
export function glossaryViolations(lines: readonly ProseLine[]): string[] {
  const found: string[] = [];
  for (const { file, line, text } of lines) {
    for (const rule of glossaryRules) {
      if (rule.only && !rule.only.test(`/${file}`)) continue;
      const match = rule.pattern.exec(text);
      if (match) found.push(`${file}:${line}: "${match[0]}" in «${text.trim().slice(0, 80)}». Write ${rule.fix}.`);
    }
  }
  return found;
}
