import { describe, expect, it } from 'vitest';
import {
  rawPathFor,
  readingMinutes,
  sourceLinkResolver,
  toRawMarkdown,
  withoutBaseUrl,
  withResolvedLinks,
} from '@site/src/plugins/raw-markdown/rawMarkdown';

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

describe('links of source copies in one file', () => {
  const resolve = sourceLinkResolver({
    siteUrl: 'https://example.org',
    baseUrl: '/',
    pageUrl: 'https://example.org/docs/guide/setup',
    sourceFile: '/site/docs/guide/setup.md',
    permalinkOf: (file) =>
      ({ '/site/docs/guide/install.md': '/docs/guide/install', '/site/docs/api/index.mdx': '/docs/api/' })[file],
  });

  it('makes anchors, site paths and file links absolute, and leaves absolute links alone', () => {
    expect(resolve('#options')).toBe('https://example.org/docs/guide/setup#options');
    expect(resolve('/docs/other')).toBe('https://example.org/docs/other');
    expect(resolve('./install.md#step-2')).toBe('https://example.org/docs/guide/install#step-2');
    expect(resolve('../api/index.mdx')).toBe('https://example.org/docs/api/');
    // Not a file of a page: relative to the page's address, as the browser reads it.
    expect(resolve('../faq')).toBe('https://example.org/docs/faq');
    expect(resolve('https://postgresql.org/docs/')).toBeNull();
    expect(resolve('mailto:team@example.org')).toBeNull();
  });

  it('adds the base URL to site paths that lack it', () => {
    const underBase = sourceLinkResolver({
      siteUrl: 'https://example.org',
      baseUrl: '/site/',
      pageUrl: 'https://example.org/site/docs/a',
      sourceFile: '/repo/docs/a.md',
      permalinkOf: () => undefined,
    });
    expect(underBase('/docs/b')).toBe('https://example.org/site/docs/b');
    expect(underBase('/site/docs/b')).toBe('https://example.org/site/docs/b');
  });

  it('rewrites the targets of links and images, not code or the link text', () => {
    const markdown = [
      'See [the install page](./install.md#step-2), [options](#options "Options") and ![chart](<./img/a b.png>).',
      'Run `[x](./install.md)` as written, then [API](../api/index.mdx).',
      '```md',
      '[in a code block](./install.md)',
      '```',
      '  ~~~',
      '  [indented fence](./install.md)',
      '  ~~~',
      '[after](./install.md) and [away](https://postgresql.org).',
      'Links with code in their text: [`activity` and `terminate`](/docs/joe) and [`#a`](./install.md#a).',
    ].join('\n');
    expect(withResolvedLinks(markdown, resolve)).toBe(
      [
        'See [the install page](https://example.org/docs/guide/install#step-2), ' +
          '[options](https://example.org/docs/guide/setup#options "Options") and ' +
          '![chart](<https://example.org/docs/guide/img/a%20b.png>).',
        'Run `[x](./install.md)` as written, then [API](https://example.org/docs/api/).',
        '```md',
        '[in a code block](./install.md)',
        '```',
        '  ~~~',
        '  [indented fence](./install.md)',
        '  ~~~',
        '[after](https://example.org/docs/guide/install) and [away](https://postgresql.org).',
        'Links with code in their text: [`activity` and `terminate`](https://example.org/docs/joe) and ' +
          '[`#a`](https://example.org/docs/guide/install#a).',
      ].join('\n'),
    );
  });
});
