// The writers' guide and the pull-request checklist state the numbers the checks use (src/data/contentRules.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentRules,
  descriptionLength,
  docIndexMinWords,
  minRunnableShare,
  releaseNoteMinWords,
  titleMinLength,
} from '@site/src/data/contentRules';

const root = path.resolve(__dirname, '../..');
const guide = fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
const checklist = fs.readFileSync(path.join(root, '.github/pull_request_template.md'), 'utf8');
const { doc, howto, post, rule } = contentRules;

describe('CONTRIBUTING.md', () => {
  it('states the description length, title length and word floors of the checks', () => {
    const missing = [
      `${descriptionLength.min} to ${descriptionLength.max} characters`,
      `\`title\` of at least ${titleMinLength} characters`,
      `| words of prose, at least                 | ${doc.minWords} (index ${docIndexMinWords}) | ${howto.minWords}     | ${post.minWords}   |`,
      `Release notes (posts tagged \`product-announcements\`) need ${releaseNoteMinWords} words`,
      `At least ${minRunnableShare * 100}% of`,
    ].filter((text) => !guide.includes(text));
    if (missing.length > 0) {
      throw new Error(
        `CONTRIBUTING.md no longer states what src/data/contentRules.ts checks. Update the guide to say: ${missing.join(' / ')}`,
      );
    }
    expect(rule.minWords).toBe(doc.minWords);
  });
});

describe('the pull-request checklist', () => {
  it('lists the same numbers', () => {
    for (const text of [
      `a \`description\` of ${descriptionLength.min} to ${descriptionLength.max} characters`,
      `at least ${doc.minWords} words of prose for a doc or rules page (${docIndexMinWords} for a section's index page), ${howto.minWords} for a how-to, ${post.minWords} for a post (${releaseNoteMinWords} for a release note)`,
    ]) {
      expect(checklist, `.github/pull_request_template.md should say "${text}"`).toContain(text);
    }
  });
});
