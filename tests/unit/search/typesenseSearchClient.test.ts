import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affixTokens,
  createTypesenseSearchClient,
  safeHighlight,
} from '@site/src/plugins/search-local/engine/typesenseSearchClient';
import { toTypesenseDocument, typesenseSchema } from '@site/src/plugins/search-local/engine/typesenseDocuments';
import type { SearchRecord } from '@site/src/plugins/search-local/engine/types';

const start = '\uE000';
const end = '\uE001';

const lvl1: SearchRecord = {
  objectID: '/docs/vacuum#0',
  url: '/docs/vacuum',
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Documentation',
    lvl1: 'Vacuum <b>tuning</b>',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  page_rank: 100,
};
const paragraph: SearchRecord = {
  ...lvl1,
  objectID: '/docs/vacuum#1',
  url: '/docs/vacuum#freezing',
  type: 'content',
  hierarchy: { ...lvl1.hierarchy, lvl2: 'Freezing' },
  content: 'Run VACUUM before <img src=x onerror=alert(1)> the wraparound.',
};

type Received = { url: string; headers: http.IncomingHttpHeaders; body: { searches: Array<Record<string, unknown>> } };

/** Answers POST /multi_search as a Typesense 27+ server does, from the documents above. */
/** When set, the stand-in answers with these records instead, best first. */
let rankedRecords: SearchRecord[] | null = null;

function rankedAnswer(search: Record<string, unknown>, records: SearchRecord[]) {
  return {
    facet_counts: [],
    found: records.length,
    out_of: 400,
    page: search['page'],
    request_params: { collection_name: search['collection'], per_page: search['per_page'], q: search['q'] },
    search_cutoff: false,
    search_time_ms: 1,
    hits: records.map((record, index) => ({
      document: toTypesenseDocument(record),
      highlight: {},
      highlights: [],
      text_match: 1060320051 - index,
    })),
  };
}

function typesenseAnswer(search: Record<string, unknown>) {
  if (rankedRecords) return rankedAnswer(search, rankedRecords);
  const documents = [toTypesenseDocument(lvl1), toTypesenseDocument(paragraph)];
  return {
    facet_counts: [],
    found: 23,
    out_of: 400,
    page: search['page'],
    request_params: { collection_name: search['collection'], per_page: search['per_page'], q: search['q'] },
    search_cutoff: false,
    search_time_ms: 1,
    hits: [
      {
        document: documents[0],
        highlight: {
          hierarchy: {
            lvl1: {
              matched_tokens: ['Vacuum'],
              snippet: `${start}Vacuum${end} <b>tuning</b>`,
              value: `${start}Vacuum${end} <b>tuning</b>`,
            },
          },
        },
        highlights: [],
        text_match: 1060320051,
      },
      {
        document: documents[1],
        highlight: {
          content: {
            matched_tokens: ['VACUUM'],
            snippet: `Run ${start}VACUUM${end} before <img src=x onerror=alert(1)>`,
            value: `Run ${start}VACUUM${end} before <img src=x onerror=alert(1)> the wraparound.`,
          },
        },
        highlights: [],
        text_match: 1060320050,
      },
    ],
  };
}

let server: http.Server;
let port = 0;
let failNext = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(503).end('{"message":"Not Ready or Lagging"}');
        return;
      }
      const body = JSON.parse(raw) as Received['body'];
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ results: body.searches.map(typesenseAnswer) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client() {
  return createTypesenseSearchClient({
    host: '127.0.0.1',
    port,
    protocol: 'http',
    path: '',
    searchApiKey: 'search-only-key',
    collectionName: 'docs-en',
  });
}

describe('Typesense search client', () => {
  it('turns the dialog request into a Typesense multi-search on the configured collection', async () => {
    received.length = 0;
    await client().search({
      requests: [
        {
          indexName: 'postgres-ai-en',
          query: 'vacuum',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
          attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
        },
      ],
    });
    expect(received).toHaveLength(1);
    const [{ url, body }] = received as [Received];
    expect(url).toMatch(/^\/multi_search/);
    expect(url).toContain('x-typesense-api-key=search-only-key');
    const [search] = body.searches as [Record<string, unknown>];
    expect(search).toMatchObject({
      collection: 'docs-en',
      q: 'vacuum',
      per_page: 20,
      page: 1,
      drop_tokens_threshold: 0,
      // Compounds and their parts match each other, as in the offline engine.
      split_join_tokens: 'always',
      highlight_affix_num_tokens: 5,
      // Near ties go to documentation over posts, newer posts first, then titles over body text.
      sort_by: '_text_match(buckets: 10):desc,page_rank:desc,item_priority:desc',
    });
    // The offline engine's field weights: page title 10, subheadings 7 to 5, body 3, section 1.
    expect(search['query_by']).toBe(
      'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
    );
    expect(search['query_by_weights']).toBe('1,10,7,6,5,5,5,3');
    expect(search['filter_by']).toContain('language:=');
    expect(search['filter_by']).toContain('docs-default-current');
  });

  it('answers in the DocSearch shape with escaped highlights and the true match count on every hit', async () => {
    const { results } = await client().search({ requests: [{ indexName: 'x', query: 'vacuum' }] });
    type Hit = Record<string, unknown> & {
      _highlightResult: { hierarchy: Record<string, { value: string }>; content: { value: string } };
      _snippetResult: { content: { value: string } };
    };
    const [result] = results as [{ nbHits: number; hits: Hit[] }];
    expect(result.nbHits).toBe(23);
    const [title, body] = result.hits as [Hit, Hit];
    expect(title).toMatchObject({
      objectID: '/docs/vacuum#0',
      url: '/docs/vacuum',
      type: 'lvl1',
      hierarchy: { lvl0: 'Documentation', lvl1: 'Vacuum <b>tuning</b>', lvl2: null },
      __queryNbHits: 23,
    });
    expect(title._highlightResult.hierarchy['lvl1']?.value).toBe('<mark>Vacuum</mark> &lt;b&gt;tuning&lt;/b&gt;');
    expect(title._highlightResult.hierarchy['lvl0']?.value).toBe('Documentation');
    expect(body).toMatchObject({ url_without_anchor: '/docs/vacuum', anchor: 'freezing', type: 'content' });
    expect(body._snippetResult.content.value).toBe('Run <mark>VACUUM</mark> before &lt;img src=x onerror=alert(1)&gt;');
    expect(body._highlightResult.content.value).not.toContain('<img');
    expect(body['_rawTypesenseHit']).toBeUndefined();
  });

  it('cuts the query to 512 characters and snippets narrower for the small-screen dialog', async () => {
    received.length = 0;
    await client().search({
      requests: [{ query: 'a'.repeat(600), attributesToSnippet: ['content:5'] }],
    });
    const search = received[0]!.body.searches[0]!;
    expect((search['q'] as string).length).toBe(512);
    expect(search['highlight_affix_num_tokens']).toBe(2);
  });

  it('fails with a RetryError when the server does not answer, and a later query succeeds', async () => {
    failNext = 10;
    const search = client();
    await expect(search.search({ requests: [{ query: 'lock' }] })).rejects.toMatchObject({ name: 'RetryError' });
    failNext = 0;
    const { results } = await search.search({ requests: [{ query: 'lock' }] });
    expect((results[0] as { nbHits: number }).nbHits).toBe(23);
  });
});

/** The hit addresses of the first result set, in order. */
function hitUrls(results: readonly unknown[]): string[] {
  const [result] = results as [{ hits: Array<{ url: string }> }];
  return result.hits.map((hit) => hit.url);
}

describe('Typesense ranking shared with the offline engine', () => {
  const section = (page: string, index: number): SearchRecord => ({
    ...paragraph,
    objectID: `${page}#${index}`,
    url: `${page}#part-${index}`,
  });

  it('keeps at most two sections of one page among the first five hits', async () => {
    rankedRecords = [
      section('/docs/vacuum', 1),
      section('/docs/vacuum', 2),
      section('/docs/vacuum', 3),
      section('/docs/vacuum', 4),
      section('/docs/freeze', 1),
      section('/docs/analyze', 1),
      section('/docs/analyze', 2),
    ];
    try {
      const { results } = await client().search({
        requests: [{ indexName: 'postgres-ai-en', query: 'vacuum', hitsPerPage: 20 }],
      });
      const urls = hitUrls(results);
      expect(urls.slice(0, 5)).toEqual([
        '/docs/vacuum#part-1',
        '/docs/vacuum#part-2',
        '/docs/freeze#part-1',
        '/docs/analyze#part-1',
        '/docs/analyze#part-2',
      ]);
      // Nothing is lost: the sections moved down follow.
      expect(urls.slice(5)).toEqual(['/docs/vacuum#part-3', '/docs/vacuum#part-4']);
    } finally {
      rankedRecords = null;
    }
  });

  it('leaves later pages in the order the server gave', async () => {
    rankedRecords = [1, 2, 3, 4].map((index) => section('/docs/vacuum', index));
    try {
      const { results } = await client().search({
        requests: [{ indexName: 'postgres-ai-en', query: 'vacuum', hitsPerPage: 4, page: 1 }],
      });
      expect(hitUrls(results)).toEqual([1, 2, 3, 4].map((index) => `/docs/vacuum#part-${index}`));
    } finally {
      rankedRecords = null;
    }
  });
});

describe('Typesense helpers', () => {
  it('keeps literal mark tags as text and only marks real matches', () => {
    expect(safeHighlight(`<mark>x</mark> ${start}y${end}`)).toBe('&lt;mark&gt;x&lt;/mark&gt; <mark>y</mark>');
  });

  it('reads the snippet length from DocSearch attributes', () => {
    expect(affixTokens(['hierarchy.lvl1:10', 'content:10'])).toBe(5);
    expect(affixTokens(['content:30'])).toBe(15);
    expect(affixTokens(undefined)).toBe(5);
  });

  it('describes a nested-field collection and leaves empty levels out of documents', () => {
    const schema = typesenseSchema('docs-en');
    expect(schema.enable_nested_fields).toBe(true);
    expect(schema.fields.map((field) => field.name)).toContain('hierarchy.lvl6');
    const document = toTypesenseDocument(lvl1);
    expect(document.hierarchy).toEqual({ lvl0: 'Documentation', lvl1: 'Vacuum <b>tuning</b>' });
    expect('content' in document).toBe(false);
    expect(toTypesenseDocument(paragraph).item_priority).toBeLessThan(document.item_priority);
  });
});
