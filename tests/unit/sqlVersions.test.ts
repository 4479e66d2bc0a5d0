// Version metadata of SQL blocks, the versions data file and the version line it gives pages.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFromMeta, judgeOutsideRange, SqlMetaError } from '../../scripts/sqlExamples/sqlBlocks';
import { extractShownOutputs } from '../../scripts/sqlExamples/shownOutput';
import { parseMajors, supportedMajors } from '../../scripts/sqlExamples/postgresReleases';
import { majorRange } from '../../scripts/sqlExamples/runSqlExamples';
import { serializeSqlVersions, syncSqlVersions } from '../../scripts/sqlExamples/sqlVersionsFile';
import { insertVersionLine, readSqlVersions, sourceKey } from '../../src/plugins/sql-runner/remarkSqlVersions';
import { toRawMarkdown } from '../../src/plugins/raw-markdown/rawMarkdown';
import { sqlVersionsMarkdownLine } from '../../src/data/sqlPageVersions';
import { markdownFiles } from '../../scripts/lib/markdownFiles';
import { extractSqlBlocks } from '../../scripts/sqlExamples/sqlBlocks';

const failed = (stderr: string) => ({ exitCode: 3, stdout: '', stderr });

describe('min= on a SQL block', () => {
  it('reads min=16 and versions="16+" alike, and refuses what it cannot read', () => {
    expect(blockFromMeta('select 1', 'min=16', 1).minMajor).toBe(16);
    expect(blockFromMeta('select 1', 'versions="17+"', 1).minMajor).toBe(17);
    expect(blockFromMeta('select 1', 'rows=1', 1).minMajor).toBeNull();
    expect(() => blockFromMeta('select 1', 'min=sixteen', 4)).toThrow(/min= needs a major version.*min=16/);
    expect(() => blockFromMeta('select 1', 'versions="16"', 4)).toThrow(/versions="16\+"/);
    expect(blockFromMeta('select 1', 'versions="14-16"', 1)).toMatchObject({ minMajor: 14, maxMajor: 16 });
    expect(() => blockFromMeta('select 1', 'min=17 max=16', 4)).toThrow('would run on no major');
    expect(() => blockFromMeta('select 1', 'below-error="x"', 4)).toThrow(SqlMetaError);
  });

  it('below its min, a block must fail as a missing feature does, or with the error it names', () => {
    const block = blockFromMeta('select any_value(1)', 'min=16', 1);
    expect(
      judgeOutsideRange(block, 15, failed('psql:<stdin>:1: ERROR:  function any_value(integer) does not exist')),
    ).toBeNull();
    expect(judgeOutsideRange(block, 15, failed('psql:<stdin>:1: ERROR:  syntax error at or near "MERGE"'))).toBeNull();
    expect(judgeOutsideRange(block, 15, { exitCode: 0, stdout: '', stderr: '' })).toContain(
      'marked min=16, but it ran on PostgreSQL 15',
    );
    expect(judgeOutsideRange(block, 14, failed('psql:<stdin>:1: ERROR:  division by zero'))).toContain(
      'failed with "ERROR: division by zero", which is not the error of a missing feature',
    );
    const named = blockFromMeta('select 1/0', 'min=16 below-error="division by zero"', 1);
    expect(judgeOutsideRange(named, 14, failed('psql:<stdin>:1: ERROR:  division by zero'))).toBeNull();
  });

  it('above its max, a block must fail as a removed feature does', () => {
    const block = blockFromMeta('select checkpoints_timed from pg_stat_bgwriter', 'max=16', 1);
    expect(
      judgeOutsideRange(block, 17, failed('psql:<stdin>:1: ERROR:  column "checkpoints_timed" does not exist')),
    ).toBeNull();
    expect(judgeOutsideRange(block, 18, { exitCode: 0, stdout: '', stderr: '' })).toContain(
      'marked max=16, but it ran on PostgreSQL 18. Raise max=',
    );
  });

  it('an output block names the major it is from with version=', () => {
    const source = '```sql\nselect 1 as one;\n```\n\n```text version=17\n one\n-----\n   1\n```\n';
    expect(extractShownOutputs(source)[0]?.majors).toEqual({ from: 17, to: 17 });
    expect(extractShownOutputs(source.replace('version=17', 'version="14-17"'))[0]?.majors).toEqual({
      from: 14,
      to: 17,
    });
    expect(() => extractShownOutputs(source.replace('version=17', 'version=new'))).toThrow(/version=17/);
  });
});

describe('--versions', () => {
  it('takes a list, a range or "N+", and every supported major without it', () => {
    expect(parseMajors('14,16')).toEqual([14, 16]);
    expect(parseMajors('15-17')).toEqual([15, 16, 17]);
    expect(parseMajors('17+')).toEqual([17, 18]);
    expect(parseMajors(undefined)).toEqual([...supportedMajors]);
    expect(() => parseMajors('12')).toThrow('PostgreSQL 12 is not one the SQL examples can run on');
    expect(() => parseMajors('latest')).toThrow('"latest" is not a major version');
  });

  it('names the majors a failure happened on compactly', () => {
    expect(majorRange([14, 15, 16, 17, 18])).toBe('14–18');
    expect(majorRange([14, 16, 17])).toBe('14, 16–17');
    expect(majorRange([15])).toBe('15');
  });
});

describe('src/data/sqlVersions.json', () => {
  const pages = {
    'docs/b.md': { from: 14, to: 18, someNeed: [] },
    'blog/a/index.mdx': { from: 14, to: 18, someNeed: [16, 17] },
  };

  it('is written sorted, so that a run over the same content gives the same file', () => {
    const text = serializeSqlVersions(pages, [18, 14, 15, 16, 17]);
    expect(text.indexOf('blog/a/index.mdx')).toBeLessThan(text.indexOf('docs/b.md'));
    expect(text).toContain('"majors": [14, 15, 16, 17, 18]');
    expect(text).toContain('"someNeed": [16, 17]');
    expect(JSON.parse(text)).toEqual({ majors: [14, 15, 16, 17, 18], pages: { ...pages } });
  });

  it('in CI, a committed file that differs from the run fails it, and is left alone', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sql-versions-')), 'sqlVersions.json');
    fs.writeFileSync(file, '{}\n');
    const check = syncSqlVersions(pages, [14, 18], 'check', file);
    expect(check.ok).toBe(false);
    expect(check.message).toContain('Run "npm run test:sql"');
    expect(fs.readFileSync(file, 'utf8')).toBe('{}\n');
    expect(syncSqlVersions(pages, [14, 18], 'write', file).ok).toBe(true);
    expect(syncSqlVersions(pages, [14, 18], 'check', file)).toMatchObject({ ok: true });
  });

  it('the committed file lists exactly the pages that have runnable SQL', () => {
    const data = readSqlVersions();
    const withRunnable = ['docs', 'blog', 'rules']
      .flatMap(markdownFiles)
      .filter((file) => extractSqlBlocks(fs.readFileSync(file, 'utf8')).some((block) => block.skipReason === null))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    const listed = Object.keys(data.pages).sort();
    const missing = withRunnable.filter((file) => !listed.includes(file));
    const extra = listed.filter((file) => !withRunnable.includes(file));
    expect(
      { missing, extra },
      'src/data/sqlVersions.json is stale: run "npm run test:sql" and commit the file it writes',
    ).toEqual({ missing: [], extra: [] });
    expect(data.majors).toEqual([...supportedMajors]);
  });
});

describe('the version line', () => {
  it('is kept under the source file; a translation shows the line of its original', () => {
    const root = '/site';
    expect(sourceKey('/site/docs/a/b.md', root)).toBe('docs/a/b.md');
    expect(sourceKey('/site/i18n/ru/docusaurus-plugin-content-docs/current/a/b.md', root)).toBe('docs/a/b.md');
    expect(sourceKey('/site/i18n/ru/docusaurus-plugin-content-blog/2021-x/index.mdx', root)).toBe(
      'blog/2021-x/index.mdx',
    );
    expect(sourceKey('/site/i18n/ru/docusaurus-plugin-content-docs-rules/current/r.md', root)).toBe('rules/r.md');
  });

  it('goes right under a leading "# Title", else first in the content', () => {
    const page = { from: 16, to: 18, someNeed: [] };
    const titled = {
      type: 'root',
      children: [
        { type: 'heading', depth: 1, children: [] },
        { type: 'paragraph', children: [] },
      ],
    };
    insertVersionLine(titled as never, page);
    expect(titled.children.map((node) => ('name' in node ? node.name : node.type))).toEqual([
      'mdxjsEsm',
      'heading',
      'SqlVersions',
      'paragraph',
    ]);
    const untitled = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    insertVersionLine(untitled as never, page);
    expect(untitled.children.map((node) => ('name' in node ? node.name : node.type))).toEqual([
      'mdxjsEsm',
      'SqlVersions',
      'paragraph',
    ]);
  });

  it('has a line of its own in the Markdown copy of the page', () => {
    const line = sqlVersionsMarkdownLine({ from: 14, to: 18, someNeed: [16] });
    expect(line).toBe('Examples run on PostgreSQL 14–18 (some need 16 or later).');
    expect(toRawMarkdown('---\ntitle: T\n---\nBody.\n', 'T', 'About T', line)).toBe(
      `# T\n\n> About T\n\n${line}\n\nBody.\n`,
    );
    expect(toRawMarkdown('# T\n\nBody.\n', 'T', undefined, line)).toBe(`# T\n\n${line}\n\nBody.\n`);
    expect(toRawMarkdown('# T\n\nBody.\n', 'T', undefined)).toBe('# T\n\nBody.\n');
  });
});
