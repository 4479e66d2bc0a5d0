// A translation changes the prose, never the code: every fenced block of a translated Markdown file
// (docs, how-tos, rules, posts, MDX pages) equals the English file's block at the same position, with
// the same language and meta. Mermaid diagrams are the exception: their labels are translated.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginFileOf } from '../../scripts/contentChecks/siteRoutes';
import { fencedBlocks, firstDifference, type FencedBlock } from '../support/fencedCode';

const siteDir = path.resolve(__dirname, '../..');

/** Translated Markdown files under i18n/, relative to the site, with the English file each translates. */
function translations(): { file: string; englishFile: string }[] {
  const i18n = path.join(siteDir, 'i18n');
  return fs
    .readdirSync(i18n, { recursive: true, encoding: 'utf8' })
    .map((file) => `i18n/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) => {
      const owner = pluginFileOf(file);
      if (!owner?.locale || !fs.existsSync(path.join(siteDir, owner.englishFile))) return [];
      return [{ file, englishFile: owner.englishFile }];
    })
    .sort((a, b) => a.file.localeCompare(b.file, 'en'));
}

const describeBlock = (block: FencedBlock) =>
  `\`\`\`${[block.language, block.meta].filter(Boolean).join(' ')} (line ${block.line})`;

/** What differs between the code of an English file and of its translation, one sentence each. */
function codeDifferences(file: string, english: string, translated: string): string[] {
  const a = fencedBlocks(english);
  const b = fencedBlocks(translated);
  const found: string[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const en = a[index];
    const ru = b[index];
    const where = `${file}: code block ${index + 1}`;
    if (!ru && en) {
      found.push(`${where} is missing: the English has ${describeBlock(en)} here. Copy it unchanged.`);
      break;
    }
    if (!en && ru) {
      found.push(
        `${where} ${describeBlock(ru)} is not in the English file. Remove it, or add it to the English first.`,
      );
      break;
    }
    if (!en || !ru) break;
    if (en.language !== ru.language || en.meta !== ru.meta) {
      found.push(
        `${where} ${describeBlock(ru)} should open as ${describeBlock(en)} of the English file, in that order. Copy the fence line unchanged.`,
      );
      break;
    }
    if (en.language === 'mermaid') continue;
    const difference = firstDifference(en.content, ru.content);
    if (difference)
      found.push(`${where} ${describeBlock(ru)} differs from the English one: ${difference}. Copy the code unchanged.`);
  }
  return found;
}

describe('translations keep the code of the English file', () => {
  it('reads blocks with their language, meta and body, indented or not', () => {
    const source = [
      'Text',
      '```sql min=16 norun',
      'select 1;',
      '```',
      '',
      '- item',
      '  ~~~bash',
      '  ls -la',
      '',
      '  ~~~',
    ].join('\n');
    expect(fencedBlocks(source)).toEqual([
      { line: 2, language: 'sql', meta: 'min=16 norun', content: 'select 1;' },
      { line: 7, language: 'bash', meta: '', content: 'ls -la\n' },
    ]);
  });

  it('names the file, the block and what differs', () => {
    const english = 'A\n\n```sql min=16\nselect 1;\n```\n\n```bash\nls\n```\n';
    expect(codeDifferences('ru.md', english, english.replace('select 1', 'select 2'))).toEqual([
      'ru.md: code block 1 ```sql min=16 (line 3) differs from the English one: its line 1 is "select 2;", the English has "select 1;". Copy the code unchanged.',
    ]);
    expect(codeDifferences('ru.md', english, english.replace('sql min=16', 'sql'))).toEqual([
      'ru.md: code block 1 ```sql (line 3) should open as ```sql min=16 (line 3) of the English file, in that order. Copy the fence line unchanged.',
    ]);
    expect(codeDifferences('ru.md', english, 'A\n\n```sql min=16\nselect 1;\n```\n')).toEqual([
      'ru.md: code block 2 is missing: the English has ```bash (line 7) here. Copy it unchanged.',
    ]);
    expect(codeDifferences('ru.md', '```mermaid\nA-->B\n```\n', '```mermaid\nА-->Б\n```\n')).toEqual([]);
  });

  it.each(translations().map(({ file, englishFile }) => [file, englishFile]))('%s', (file, englishFile) => {
    const read = (name: string) => fs.readFileSync(path.join(siteDir, name), 'utf8');
    expect(codeDifferences(file, read(englishFile), read(file)), `compared with ${englishFile}`).toEqual([]);
  });
});
