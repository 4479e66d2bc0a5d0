// Documentation pages (docs/, how-tos included) and rules pages: every writing rule of src/data/contentRules.ts.
import { describe, expect, it } from 'vitest';
import { checkContentFile, contentFilesUnder, loadVocabulary } from '../../scripts/contentChecks/checkFiles';
import { expectNoProblems } from '../support/problems';

const vocabulary = loadVocabulary();
const docs = contentFilesUnder('docs');
const rules = contentFilesUnder('rules');

describe('documentation pages', () => {
  it('are found', () => {
    expect(docs.length, `only ${docs.length} pages found under docs/: were pages moved out of it?`).toBeGreaterThan(80);
    expect(rules.length, `only ${rules.length} pages found under rules/: were pages moved out of it?`).toBeGreaterThan(
      5,
    );
  });

  it('meet the writing rules (front matter, words, tags, headings, code languages)', () => {
    expectNoProblems(docs.flatMap((file) => checkContentFile(file, vocabulary)));
  });
});

describe('rules pages', () => {
  it('meet the writing rules', () => {
    expectNoProblems(rules.flatMap((file) => checkContentFile(file, vocabulary)));
  });
});
