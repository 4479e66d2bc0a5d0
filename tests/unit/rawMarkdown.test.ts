import { describe, expect, it } from 'vitest';
import { rawPathFor, readingMinutes, toRawMarkdown, withoutBaseUrl } from '@site/src/plugins/raw-markdown/rawMarkdown';

describe('rawPathFor', () => {
  it('appends .md, or index.md for a folder URL', () => {
    expect(rawPathFor('/rules/sql-style')).toBe('/rules/sql-style.md');
    expect(rawPathFor('/rules/')).toBe('/rules/index.md');
  });

  it('moves a mapped prefix', () => {
    const mappings = [{ from: '/docs/postgres-howtos/', to: '/postgres-howtos/' }];
    expect(rawPathFor('/docs/postgres-howtos/performance/indexes/x', mappings)).toBe(
      '/postgres-howtos/performance/indexes/x.md',
    );
    expect(rawPathFor('/docs/other', mappings)).toBe('/docs/other.md');
  });
});

describe('toRawMarkdown', () => {
  it('replaces front matter by a title and description and drops MDX comments', () => {
    const source = '---\ntitle: SQL style\ndescription: d\n---\n\nIntro.\n\n{/* truncate */}\n\n## Rules\n';
    expect(toRawMarkdown(source, 'SQL style', 'How we write SQL.')).toBe(
      '# SQL style\n\n> How we write SQL.\n\nIntro.\n\n## Rules\n',
    );
  });

  it('drops the API reference’s Try it buttons and their import, which have no Markdown form', () => {
    const source =
      "---\ntitle: t\n---\n\nimport DblabTryIt from '@site/src/components/DblabTryIt';\n\n## Get status\n\n" +
      '<DblabTryIt operation={{"operationId":"status","method":"get","path":"/status"}} />\n\n### Parameters\n';
    expect(toRawMarkdown(source, 'API', undefined)).toBe('# API\n\n## Get status\n\n### Parameters\n');
  });

  it('keeps a body that already starts with its own title', () => {
    expect(toRawMarkdown('# Own title\n\nText', 'Other', undefined)).toBe('# Own title\n\nText\n');
  });
});

describe('readingMinutes', () => {
  it('counts prose at 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });

  it('adds time for code blocks', () => {
    const code = '```sql\nselect 1;\n```\n\n'.repeat(6);
    expect(readingMinutes(`${'word '.repeat(1000)}\n\n${code}`)).toBe(7);
  });
});

describe('withoutBaseUrl', () => {
  it('drops the base URL so that raw paths are not prefixed twice', () => {
    expect(withoutBaseUrl('/site/docs/x', '/site/')).toBe('/docs/x');
    expect(withoutBaseUrl('/site/', '/site/')).toBe('/');
    expect(withoutBaseUrl('/docs/x', '/')).toBe('/docs/x');
  });
});
