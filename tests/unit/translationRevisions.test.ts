// A translation names the revision of the English file it follows (scripts/contentChecks/translations.ts);
// check:content gives a notice, not a failure, when the English file has changed since.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sourceRevision,
  staleTranslationNotices,
  translationNotices,
  translationStatus,
} from '../../scripts/contentChecks/translations';
import { formatProblem, type Problem } from '@site/src/plugins/content-rules/frontMatterRules';

const root = path.resolve(__dirname, '../fixtures/content-checks/site');
const ru = 'i18n/ru/docusaurus-plugin-content-docs/current';
const lines = (problems: readonly Pick<Problem, 'file' | 'line' | 'message'>[]) =>
  problems.map((problem) => formatProblem({ ...problem, field: '' }));

describe('translations follow a revision of the English file', () => {
  const english = fs.readFileSync(path.join(root, 'docs/guide.md'), 'utf8');
  const current = sourceRevision(english);
  const translation = (revision: string) => `---\ntitle: Руководство\ntranslated_from: ${revision}\n---\n\nТекст.\n`;

  it('named by a hash of the English text, which any edit changes', () => {
    expect(current).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(sourceRevision(english.replace(/\n/g, '\r\n'))).toBe(current);
    expect(sourceRevision(`${english}More.\n`)).not.toBe(current);
  });

  it('a translation of the current English text has nothing to say', () => {
    expect(translationStatus(root, `${ru}/guide.md`, translation(current))?.kind).toBe('current');
    expect(translationNotices(root, `${ru}/guide.md`, translation(current))).toEqual([]);
  });

  it('a translation of an older revision, or of no named one, is a notice on it and on the English file', () => {
    expect(lines(translationNotices(root, `${ru}/guide.md`))).toEqual([
      `${ru}/guide.md:4: translates an older revision of docs/guide.md, so the Russian page shows older text. Bring it up to date (git log -p docs/guide.md shows what changed), then set "translated_from: ${current}".`,
    ]);
    expect(lines(translationNotices(root, `${ru}/setup/index.md`))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${ru}/setup/index\\.md:2: does not say which revision of docs/setup/index\\.md it translates\\. When it matches the English text, add "translated_from: sha256:[0-9a-f]{12}" to its front matter\\.$`,
        ),
      ),
    ]);
    expect(lines(staleTranslationNotices(root, 'docs/guide.md'))).toEqual([
      `docs/guide.md: ${ru}/guide.md translates an older revision of this file, so the Russian page may show older text. Update the translation too, then set "translated_from: ${current}" in it.`,
    ]);
  });
});
