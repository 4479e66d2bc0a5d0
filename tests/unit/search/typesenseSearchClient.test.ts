import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affixTokens,
  createTypesenseSearchClient,
  safeHighlight,
} from '@site/src/plugins/search-local/engine/typesenseSearchClient';
import {
  toTypesenseDocument,
  typesenseSchema,
  type TypesenseDocument,
} from '@site/src/plugins/search-local/engine/typesenseDocuments';
import { textScore, windowRequest } from '@site/src/plugins/search-local/engine/typesenseRerank';
import type { SearchRecord } from '@site/src/plugins/search-local/engine/types';
import { buildSearchIndex } from '@site/src/plugins/search-local/buildSearchIndex';
import { createLocalSearchEngine } from '@site/src/plugins/search-local/engine/localSearchEngine';

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

/** A document of the stand-in collection; `closeness` plays the part of word proximity in the text match. */
type StandInDocument = { record: SearchRecord; closeness?: number };
/** When set, the stand-in searches these documents instead of answering with the two fixed hits below. */
let collection: StandInDocument[] | null = null;
/** Answer without `text_match_info`, as an older server or a trimming proxy might. */
let omitMatchInfo = false;

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Typesense keeps `query_by_weights` as given only when they are at most 15
 * and never rise along `query_by`; otherwise it renumbers them from 15 down,
 * and `best_field_weight` reports the renumbered value.
 */
function effectiveWeights(weights: number[]): number[] {
  const kept = weights.every((weight, index) => weight <= 15 && (index === 0 || weight <= weights[index - 1]!));
  if (kept) return weights;
  const distinct = [...new Set(weights)].sort((a, b) => b - a);
  return weights.map((weight) => 15 - distinct.indexOf(weight));
}

/**
 * Searches `collection` as a Typesense 27+ server does with `text_match_type:
 * max_weight` and every word required: a document matches when each query
 * word is a word of one of the `query_by` fields; its text match ranks by the
 * words matched, then the weight of its highest-weighted matching field, then
 * closeness. Hits are sorted by that, then `page_rank`, then `item_priority`,
 * and cut by `page` (from 1) and `per_page`. Each hit carries `text_match`
 * and `text_match_info` in the server's format (the scores as strings).
 */
function searchCollection(search: Record<string, unknown>, documents: StandInDocument[]) {
  const fields = String(search['query_by']).split(',');
  const weights = effectiveWeights(String(search['query_by_weights']).split(',').map(Number));
  const query = words(String(search['q']));
  const matches = documents.flatMap(({ record, closeness = 0 }) => {
    const document = toTypesenseDocument(record);
    const textOf = (field: string): string =>
      field === 'content'
        ? (document.content ?? '')
        : (document.hierarchy[field.slice('hierarchy.'.length) as keyof TypesenseDocument['hierarchy']] ?? '');
    const matched = fields.map((field) => words(textOf(field)));
    const found = query.filter((word) => matched.some((fieldWords) => fieldWords.includes(word)));
    if (found.length < query.length) return [];
    const hitFields = fields
      .map((_, index) => index)
      .filter((index) => query.some((word) => matched[index]!.includes(word)));
    const best = Math.max(...hitFields.map((index) => weights[index]!));
    const bestFieldScore = (BigInt(found.length) << 24n) | (BigInt(closeness) << 8n);
    const score = (BigInt(found.length) << 59n) | (BigInt(best) << 51n) | (BigInt(closeness) << 40n);
    return [
      {
        document,
        highlight: {},
        highlights: [],
        text_match: Number(score),
        text_match_info: {
          best_field_score: String(bestFieldScore),
          best_field_weight: best,
          fields_matched: hitFields.length,
          num_tokens_dropped: 0,
          score: String(score),
          tokens_matched: found.length,
          typo_prefix_score: 0,
        },
        order: score,
      },
    ];
  });
  matches.sort(
    (a, b) =>
      (a.order === b.order ? 0 : a.order > b.order ? -1 : 1) ||
      b.document.page_rank - a.document.page_rank ||
      b.document.item_priority - a.document.item_priority,
  );
  const perPage = Number(search['per_page'] ?? 10);
  const page = Number(search['page'] ?? 1);
  return {
    facet_counts: [],
    found: matches.length,
    out_of: documents.length,
    page,
    request_params: { collection_name: search['collection'], per_page: perPage, q: search['q'] },
    search_cutoff: false,
    search_time_ms: 1,
    hits: matches.slice((page - 1) * perPage, page * perPage).map(({ order, text_match_info, ...hit }) => {
      void order;
      return omitMatchInfo ? hit : { ...hit, text_match_info };
    }),
  };
}

function typesenseAnswer(search: Record<string, unknown>) {
  if (collection) return searchCollection(search, collection);
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
      // The first three pages in one window, reordered by the client.
      per_page: 60,
      page: 1,
      // Fewer than five hits for every word: Typesense drops words from the right, as the offline engine drops them.
      drop_tokens_threshold: 5,
      drop_tokens_mode: 'right_to_left',
      // Compounds and their parts match each other, as in the offline engine.
      split_join_tokens: 'always',
      highlight_affix_num_tokens: 5,
    });
    // The offline engine's field weights, strongest first: page title 10, subheadings 7 to 5, body 3, section 1.
    expect(search['query_by']).toBe(
      'hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content,hierarchy.lvl0',
    );
    expect(search['query_by_weights']).toBe('10,7,6,5,5,5,3,1');
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

  it('sends a question with its question words and fillers last, so Typesense drops them first', async () => {
    received.length = 0;
    await client().search({ requests: [{ query: 'how do I find indexes nobody uses' }] });
    expect(
      received[0]!.body.searches[0]!['q'],
      'Typesense drops words from the right (drop_tokens_mode right_to_left); fillers must come last (fillersLast in tokenize.ts)',
    ).toBe('find indexes nobody uses how do I');
    received.length = 0;
    await client().search({ requests: [{ query: 'how to' }] });
    expect(received[0]!.body.searches[0]!['q'], 'a query of fillers alone is sent as typed').toBe('how to');
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

  /** A record of a page: a page title (`lvl1`), a subheading or a paragraph. */
  const entry = (
    url: string,
    type: SearchRecord['type'],
    headings: Partial<SearchRecord['hierarchy']>,
    options: { content?: string; rank?: number } = {},
  ): SearchRecord => ({
    objectID: `${url}-${type}`,
    url,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...headings },
    content: options.content ?? null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_rank: options.rank ?? 100,
  });
  const title = (path: string, text: string, rank = 100, closeness = 0): StandInDocument => ({
    record: entry(path, 'lvl1', { lvl1: text }, { rank }),
    closeness,
  });

  /** Searches the given documents through a fresh client and returns the hit addresses. */
  async function ranked(documents: StandInDocument[], query: string, hitsPerPage = 20): Promise<string[]> {
    collection = documents;
    try {
      const { results } = await client().search({ requests: [{ indexName: 'postgres-ai-en', query, hitsPerPage }] });
      return hitUrls(results);
    } finally {
      collection = null;
    }
  }

  it('asks for the first three pages at once, by text match, with the weights kept as sent', async () => {
    received.length = 0;
    await ranked([title('/docs/a', 'Vacuum')], 'vacuum', 15);
    const search = received[0]!.body.searches[0]!;
    expect(search).toMatchObject({ per_page: 45, page: 1, text_match_type: 'max_weight' });
    expect(search['sort_by']).toBe('_text_match:desc,page_rank:desc,item_priority:desc');
    // Typesense keeps weights as given only at most 15 and never rising; otherwise
    // it renumbers them and best_field_weight no longer names a field.
    const weights = String(search['query_by_weights']).split(',').map(Number);
    expect(Math.max(...weights)).toBeLessThanOrEqual(15);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('puts documentation above a blog post, and a newer post above an older one, at equal text match', async () => {
    // The server prefers the older posts (their words sit closer); the field and words matched are the same.
    const urls = await ranked(
      [
        title('/blog/2019-checkpoints', 'Checkpoint tuning', 60, 9),
        title('/blog/2025-checkpoints', 'Checkpoint tuning', 90, 5),
        title('/docs/checkpoints', 'Checkpoint tuning', 100, 1),
      ],
      'checkpoint tuning',
    );
    expect(urls).toEqual(['/docs/checkpoints', '/blog/2025-checkpoints', '/blog/2019-checkpoints']);
  });

  it('keeps a much stronger text match first: a post title over a doc that only mentions the word', async () => {
    const urls = await ranked(
      [
        { record: entry('/docs/wal#s1', 'content', { lvl1: 'Write-ahead log' }, { content: 'Checkpoints flush it.' }) },
        title('/blog/2019-checkpoints', 'Checkpoints explained', 60),
      ],
      'checkpoints',
    );
    expect(urls).toEqual(['/blog/2019-checkpoints', '/docs/wal#s1']);
  });

  it('orders hits as the offline engine does for the same pages', async () => {
    const documents: StandInDocument[] = [
      title('/blog/2019-vacuum', 'Vacuum in 2019', 60, 9),
      title('/blog/2025-vacuum', 'Vacuum in 2025', 90, 5),
      title('/docs/vacuum-guide', 'Vacuum guide', 100, 1),
      title('/blog/2024-tuning', 'Tuning notes', 85),
      {
        record: entry('/blog/2024-tuning#s1', 'lvl2', { lvl1: 'Tuning notes', lvl2: 'Vacuum settings' }, { rank: 85 }),
        closeness: 9,
      },
      title('/docs/locks', 'Locks'),
      { record: entry('/docs/locks#s1', 'lvl2', { lvl1: 'Locks', lvl2: 'Vacuum and locks' }), closeness: 1 },
      title('/docs/indexes', 'Indexes'),
      {
        record: entry(
          '/docs/indexes#s1',
          'content',
          { lvl1: 'Indexes' },
          { content: 'Run vacuum after bulk deletes.' },
        ),
      },
    ];
    const pagesOf = new Map<string, SearchRecord[]>();
    for (const { record } of documents) {
      const path = record.url.split('#')[0]!;
      pagesOf.set(path, [...(pagesOf.get(path) ?? []), record]);
    }
    const files = buildSearchIndex([...pagesOf.values()]);
    const offline = createLocalSearchEngine(async (path) => JSON.parse(JSON.stringify(files.get(path))) as unknown);
    const expected = (await offline.search({ query: 'vacuum' })).hits.map((hit) => hit.url);
    expect(expected).toEqual([
      '/docs/vacuum-guide',
      '/blog/2025-vacuum',
      '/blog/2019-vacuum',
      '/docs/locks#s1',
      '/blog/2024-tuning#s1',
      '/docs/indexes#s1',
    ]);
    expect(await ranked(documents, 'vacuum')).toEqual(expected);
  });

  it('pages through every hit once: the first three pages from the reordered window, later ones from the server', async () => {
    // Eleven pages; the server's order (by closeness) puts posts first, the window reorders them.
    const documents = Array.from({ length: 11 }, (_, index) =>
      index % 2 === 0
        ? title(`/blog/2020-vacuum-${index}`, `Vacuum ${index}`, 64, 20 - index)
        : title(`/docs/vacuum-${index}`, `Vacuum ${index}`, 100, 20 - index),
    );
    collection = documents;
    received.length = 0;
    const search = client();
    const pages: string[][] = [];
    try {
      for (let page = 0; page < 6; page++) {
        const { results } = await search.search({
          requests: [{ indexName: 'postgres-ai-en', query: 'vacuum', hitsPerPage: 2, page }],
        });
        const [result] = results as [{ page: number; nbPages: number; hitsPerPage: number }];
        expect(result).toMatchObject({ page, nbPages: 6, hitsPerPage: 2 });
        pages.push(hitUrls(results));
      }
    } finally {
      collection = null;
    }
    const all = pages.flat();
    expect(all).toHaveLength(11);
    expect(new Set(all)).toEqual(new Set(documents.map((document) => document.record.url)));
    // The window (the server's first six) with documentation first, then the server's own order.
    expect(pages.slice(0, 3).flat()).toEqual([
      '/docs/vacuum-1',
      '/docs/vacuum-3',
      '/docs/vacuum-5',
      '/blog/2020-vacuum-0',
      '/blog/2020-vacuum-2',
      '/blog/2020-vacuum-4',
    ]);
    expect(pages.slice(3).flat()).toEqual([
      '/blog/2020-vacuum-6',
      '/docs/vacuum-7',
      '/blog/2020-vacuum-8',
      '/docs/vacuum-9',
      '/blog/2020-vacuum-10',
    ]);
    // One request serves the whole window (the later pages of it come from the adapter's cache).
    expect(received.map(({ body }) => [body.searches[0]!['page'], body.searches[0]!['per_page']])).toEqual([
      [1, 6],
      [4, 2],
      [5, 2],
      [6, 2],
    ]);
  });

  it('keeps at most two sections of one page among the first five hits', async () => {
    const urls = await ranked(
      [
        section('/docs/vacuum', 1),
        section('/docs/vacuum', 2),
        section('/docs/vacuum', 3),
        section('/docs/vacuum', 4),
        section('/docs/freeze', 1),
        section('/docs/analyze', 1),
        section('/docs/analyze', 2),
      ].map((record) => ({ record })),
      'vacuum',
    );
    expect(urls.slice(0, 5)).toEqual([
      '/docs/vacuum#part-1',
      '/docs/vacuum#part-2',
      '/docs/freeze#part-1',
      '/docs/analyze#part-1',
      '/docs/analyze#part-2',
    ]);
    // Nothing is lost: the sections moved down follow.
    expect(urls.slice(5)).toEqual(['/docs/vacuum#part-3', '/docs/vacuum#part-4']);
  });

  it("keeps the server's order when hits come without match details", async () => {
    omitMatchInfo = true;
    try {
      const urls = await ranked(
        [
          {
            record: entry('/docs/b#s1', 'content', { lvl1: 'Vacuum locks' }, { content: 'Vacuum waits.' }),
            closeness: 9,
          },
          title('/blog/2019-vacuum', 'Vacuum', 60),
        ],
        'vacuum',
      );
      expect(urls).toEqual(['/docs/b#s1', '/blog/2019-vacuum']);
    } finally {
      omitMatchInfo = false;
    }
  });
});

describe('Typesense text score', () => {
  it('counts a heading above a record at the offline share, and every word matched', () => {
    const info = (weight: number, words = 1) => ({ best_field_weight: weight, tokens_matched: words });
    expect(textScore(info(10), 'lvl1')).toBe(10);
    expect(textScore(info(10, 2), 'lvl1')).toBe(20);
    expect(textScore(info(10), 'content')).toBeCloseTo(4);
    expect(textScore(info(3), 'content')).toBe(3);
    expect(textScore(info(7), 'lvl2')).toBe(7);
    expect(textScore(info(1), 'lvl1')).toBe(1);
    expect(textScore(info(1), 'lvl2')).toBeCloseTo(0.4);
    // A renumbered weight (15) names no field we sent, and no details at all give no score.
    expect(textScore(info(15), 'lvl1')).toBeNull();
    expect(textScore(undefined, 'lvl1')).toBeNull();
  });

  it('plans the window within the largest page Typesense gives', () => {
    expect(windowRequest(0, 20)).toEqual({ serverPage: 0, perPage: 60, reorder: true, start: 0, end: 20 });
    expect(windowRequest(2, 20)).toEqual({ serverPage: 0, perPage: 60, reorder: true, start: 40, end: 60 });
    expect(windowRequest(3, 20)).toEqual({ serverPage: 3, perPage: 20, reorder: false, start: 0, end: 20 });
    expect(windowRequest(0, 100)).toMatchObject({ perPage: 200 });
    expect(windowRequest(1, 200)).toEqual({ serverPage: 1, perPage: 200, reorder: false, start: 0, end: 200 });
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
