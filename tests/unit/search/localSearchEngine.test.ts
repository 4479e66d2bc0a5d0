import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '@site/src/plugins/search-local/buildSearchIndex';
import {
  allowedTypos,
  createLocalSearchEngine,
  editDistance,
} from '@site/src/plugins/search-local/engine/localSearchEngine';
import { createLocalSearchClient } from '@site/src/plugins/search-local/engine/localSearchClient';
import { pageRank } from '@site/src/plugins/search-local/engine/ranking';
import type { SearchRecord } from '@site/src/plugins/search-local/engine/types';

function record(
  path: string,
  index: number,
  type: SearchRecord['type'],
  hierarchy: Partial<SearchRecord['hierarchy']>,
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  const anchor = type === 'lvl1' ? '' : `#s${index}`;
  return {
    objectID: `${path}#${index}`,
    url: `${path}${type === 'lvl1' ? '' : anchor}`,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_rank: 100,
    ...extra,
  };
}

const pages: SearchRecord[][] = [
  [
    record('/docs/vacuum', 0, 'lvl1', { lvl1: 'Vacuum and autovacuum' }),
    record(
      '/docs/vacuum',
      1,
      'content',
      { lvl1: 'Vacuum and autovacuum' },
      'VACUUM reclaims space held by dead tuples.',
    ),
    record('/docs/vacuum', 2, 'lvl2', { lvl1: 'Vacuum and autovacuum', lvl2: 'Freezing' }),
    record(
      '/docs/vacuum',
      3,
      'content',
      { lvl1: 'Vacuum and autovacuum', lvl2: 'Freezing' },
      'Freezing protects against transaction ID wraparound in busy clusters with many writes every second.',
    ),
  ],
  [
    record('/docs/activity', 0, 'lvl1', { lvl1: 'Watching sessions' }),
    record(
      '/docs/activity',
      1,
      'content',
      { lvl1: 'Watching sessions' },
      'Query pg_stat_activity to see <b>what</b> runs & who waits.',
    ),
  ],
  [record('/blog/post', 0, 'lvl1', { lvl0: 'Blog', lvl1: 'A vacuum story' }, null, { docusaurus_tag: 'default' })],
  [
    record('/de/blog/post', 0, 'lvl1', { lvl0: 'Blog', lvl1: 'Eine Vacuum-Geschichte' }, null, {
      docusaurus_tag: 'default',
      language: 'de',
    }),
    record('/de/blog/post', 1, 'content', { lvl0: 'Blog' }, 'Wie man vakuumiert.', {
      docusaurus_tag: 'default',
      language: 'de',
    }),
  ],
];

function engineFor(data = pages) {
  const files = buildSearchIndex(data);
  const load = vi.fn(async (path: string) => {
    const file = files.get(path);
    if (file === undefined) throw new Error(`missing ${path}`);
    return JSON.parse(JSON.stringify(file)) as unknown;
  });
  return { engine: createLocalSearchEngine(load), load, files };
}

const tags = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

describe('local search engine', () => {
  it('answers in the Algolia DocSearch shape, headings ranked above body text', async () => {
    const { engine } = engineFor();
    const response = await engine.search({ query: 'vacuum', ...tags });
    expect(response.nbHits).toBe(response.hits.length);
    expect(response.hits[0]).toMatchObject({
      url: '/docs/vacuum',
      type: 'lvl1',
      hierarchy: { lvl0: 'Docs', lvl1: 'Vacuum and autovacuum' },
    });
    expect(response.hits[0]?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Vacuum</mark> and autovacuum');
    expect(response.hits[0]?._highlightResult.hierarchy.lvl1?.matchLevel).toBe('full');
  });

  it('ranks records with every word first, lets a paragraph match words of its headings, and treats the last word as a prefix', async () => {
    const { engine } = engineFor();
    const both = await engine.search({ query: 'freezing wraparound', ...tags });
    expect(both.hits[0]?.url).toBe('/docs/vacuum#s3');
    expect(both.ignoredWords).toEqual([]);
    // "vacuum" is only in the page title; the paragraph under it still matches.
    const inherited = await engine.search({ query: 'vacuum wraparound' });
    expect(inherited.hits[0]?.url).toBe('/docs/vacuum#s3');
    const prefix = await engine.search({ query: 'wrapar' });
    expect(prefix.nbHits).toBe(1);
    const none = await engine.search({ query: 'zebra giraffe' });
    expect(none.nbHits).toBe(0);
  });

  it('drops a word no page has, and names it, instead of answering nothing', async () => {
    const { engine } = engineFor();
    const response = await engine.search({ query: 'freezing zebra wraparound' });
    expect(response.hits[0]?.url, 'the words that match still find their record').toBe('/docs/vacuum#s3');
    expect(response.ignoredWords, 'the dropped word is reported for the results screen').toEqual(['zebra']);
  });

  it('treats question words and fillers as optional, and does not report them as dropped', async () => {
    const { engine } = engineFor();
    const response = await engine.search({ query: 'how do I see who waits' });
    expect(response.hits[0]?.url_without_anchor).toBe('/docs/activity');
    expect(response.ignoredWords).toEqual([]);
    // A query of fillers alone still requires them.
    expect((await engine.search({ query: 'what' })).hits[0]?.url_without_anchor).toBe('/docs/activity');
  });

  it('matches other forms of a word: "vacuumed" finds "vacuum", "watched" finds "watching"', async () => {
    const { engine } = engineFor();
    expect((await engine.search({ query: 'vacuumed' })).hits[0]?.url).toBe('/docs/vacuum');
    expect((await engine.search({ query: 'watched sessions' })).hits[0]?.url).toBe('/docs/activity');
  });

  it('lists pages that match fewer words after those that match them all, while few pages match', async () => {
    const { engine } = engineFor();
    const response = await engine.search({ query: 'vacuum freezing' });
    const urls = response.hits.map((hit) => hit.url_without_anchor);
    expect(urls[0]).toBe('/docs/vacuum');
    expect(urls.indexOf('/blog/post'), 'the post has "vacuum" only, so it follows').toBeGreaterThan(0);
    expect(response.ignoredWords, 'the whole query matched, so no word is reported').toEqual([]);
    // No record has both words: the word whose absence lets the other match best goes.
    const apart = await engine.search({ query: 'freezing sessions' });
    expect(apart.hits[0]?.url_without_anchor).toBe('/docs/activity');
    expect(apart.ignoredWords).toEqual(['freezing']);
  });

  it('tolerates typos as Algolia counts them: one from four letters, two from eight', async () => {
    expect(allowedTypos('abc')).toBe(0);
    expect(allowedTypos('abcd')).toBe(1);
    expect(allowedTypos('abcdefgh')).toBe(2);
    expect(editDistance('vacum', 'vacuum', 1)).toBe(1);
    expect(editDistance('fraezing', 'freezing', 2)).toBe(1);
    expect(editDistance('wraparuond', 'wraparound', 2)).toBe(1);
    const { engine } = engineFor();
    expect((await engine.search({ query: 'vacum reclaims' })).hits[0]?.url).toBe('/docs/vacuum#s1');
    expect((await engine.search({ query: 'wraparuond' })).nbHits).toBe(1);
  });

  it('finds identifiers whole and by their parts', async () => {
    const { engine } = engineFor();
    expect((await engine.search({ query: 'pg_stat_activity' })).hits[0]?.url).toBe('/docs/activity#s1');
    expect((await engine.search({ query: 'activity' })).hits[0]?.url).toBe('/docs/activity#s1');
  });

  it('escapes text before adding highlight tags, so indexed or typed markup stays text', async () => {
    const { engine } = engineFor();
    const response = await engine.search({ query: 'what runs', ...tags, attributesToSnippet: ['content:10'] });
    const content = response.hits[0]?._highlightResult.content?.value;
    expect(content).toBe(
      'Query pg_stat_activity to see &lt;b&gt;<mark>what</mark>&lt;/b&gt; <mark>runs</mark> &amp; who waits.',
    );
    const hostile = await engine.search({ query: '<img src=x onerror=alert(1)> vacuum', ...tags });
    for (const hit of hostile.hits) expect(JSON.stringify(hit)).not.toContain('<img');
  });

  it('cuts snippets to the requested number of words around the first match', async () => {
    const { engine } = engineFor();
    const response = await engine.search({
      query: 'writes',
      ...tags,
      attributesToSnippet: ['content:5'],
      snippetEllipsisText: '…',
    });
    // The window keeps five words and shifts left at the end of the text.
    expect(response.hits[0]?._snippetResult.content?.value).toBe('…with many <mark>writes</mark> every second.');
    const start = await engine.search({ query: 'freezing protects', ...tags, attributesToSnippet: ['content:5'] });
    expect(start.hits[0]?._snippetResult.content?.value).toBe(
      '<mark>Freezing</mark> <mark>protects</mark> against transaction ID…',
    );
  });

  it('filters by language and docs tag as contextual search does', async () => {
    const { engine } = engineFor();
    const english = await engine.search({
      query: 'vacuum',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(english.hits.some((hit) => hit.url.startsWith('/blog/'))).toBe(true);
    const docsOnly = await engine.search({ query: 'vacuum', facetFilters: [['docusaurus_tag:docs-default-current']] });
    expect(docsOnly.hits.every((hit) => hit.url.startsWith('/docs/'))).toBe(true);
    expect(english.hits.some((hit) => hit.url.startsWith('/de/'))).toBe(false);
    const german = await engine.search({ query: 'vakuumiert', facetFilters: ['language:de'] });
    expect(german.nbHits).toBe(1);
    expect((await engine.search({ query: 'vakuumiert', facetFilters: ['language:en'] })).nbHits).toBe(0);
  });

  it('pages through results with a true total', async () => {
    const { engine } = engineFor();
    const first = await engine.search({ query: 'vacuum', hitsPerPage: 1, page: 0 });
    const second = await engine.search({ query: 'vacuum', hitsPerPage: 1, page: 1 });
    expect(first.nbHits).toBeGreaterThan(1);
    expect(first.nbPages).toBe(first.nbHits);
    expect(first.hits[0]?.objectID).not.toBe(second.hits[0]?.objectID);
  });

  it('loads only the shards a query needs', async () => {
    const { engine, load } = engineFor();
    await engine.search({ query: 'freezing' });
    const shards = load.mock.calls.map(([path]) => path).filter((path) => path.startsWith('t/'));
    expect(shards).toHaveLength(1);
  });

  it('loads the small record files its hits are in, not whole pages', async () => {
    // Two long pages: 40 records each, so records of one page sit in several files and one
    // file holds the end of the first page and the start of the second.
    const longPage = (path: string, word: string) =>
      [
        record(path, 0, 'lvl1', { lvl1: `Guide ${path}` }),
        ...Array.from({ length: 39 }, (_, index) =>
          record(path, index + 1, 'content', { lvl1: `Guide ${path}` }, `Paragraph ${index + 1} of ${path}.`),
        ),
      ].map((entry, index) => (index === 38 ? { ...entry, content: `Only here: ${word}.` } : entry));
    const { engine, load, files } = engineFor([longPage('/docs/a', 'checkpointer'), longPage('/docs/b', 'walsender')]);
    const recordFiles = [...files.keys()].filter((path) => path.startsWith('r/'));
    expect(recordFiles, 'record files of 16 records for 80 records').toHaveLength(5);

    const response = await engine.search({ query: 'walsender', ...tags });
    expect(response.hits.map((hit) => [hit.url, hit.content])).toEqual([['/docs/b#s38', 'Only here: walsender.']]);
    // Record 40 + 38 = 78 is in the fifth file; nothing else of either page is fetched.
    expect(load.mock.calls.map(([path]) => path).filter((path) => path.startsWith('r/'))).toEqual(['r/4.json']);

    const first = await engine.search({ query: 'checkpointer', ...tags });
    expect(first.hits.map((hit) => [hit.url, hit.content])).toEqual([['/docs/a#s38', 'Only here: checkpointer.']]);
    expect(load.mock.calls.map(([path]) => path).filter((path) => path.startsWith('r/'))).toEqual([
      'r/4.json',
      'r/2.json',
    ]);
  });

  it('fails with a RetryError when the index cannot load, and tries again on the next query', async () => {
    const files = buildSearchIndex(pages);
    let online = false;
    const engine = createLocalSearchEngine(async (path) => {
      if (!online) throw new TypeError('Failed to fetch');
      return files.get(path);
    });
    await expect(engine.search({ query: 'vacuum' })).rejects.toMatchObject({ name: 'RetryError' });
    online = true;
    expect((await engine.search({ query: 'vacuum' })).nbHits).toBeGreaterThan(0);
  });

  it('readies itself ahead of the first query from the manifest alone, and a failed attempt is tried again', async () => {
    const { engine, load } = engineFor();
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    await engine.prepare(filters);
    expect(
      load.mock.calls.map(([path]) => path),
      'only the manifest loads before a query',
    ).toEqual(['manifest.json']);
    const response = await engine.search({ query: 'vacuum', facetFilters: filters });
    expect(response.hits[0]?.url).toBe('/docs/vacuum');
    expect(
      load.mock.calls.filter(([path]) => path === 'manifest.json'),
      'the manifest loads once',
    ).toHaveLength(1);

    const files = buildSearchIndex(pages);
    let online = false;
    const offline = createLocalSearchEngine(async (path) => {
      if (!online) throw new TypeError('Failed to fetch');
      return files.get(path);
    });
    await expect(offline.prepare()).rejects.toThrow('Failed to fetch');
    online = true;
    expect((await offline.search({ query: 'vacuum' })).nbHits).toBeGreaterThan(0);
  });

  it('cuts very long queries instead of failing', async () => {
    const { engine } = engineFor();
    const response = await engine.search({ query: 'vacuum '.repeat(200) });
    expect(response.query.length).toBe(512);
  });
});

describe('local search client', () => {
  it('answers multi-request calls with one result per request and tags hits with their total', async () => {
    const { engine } = engineFor();
    const client = createLocalSearchClient(engine);
    const { results } = await client.search({
      requests: [
        { indexName: 'site-en', query: 'vacuum' },
        { indexName: 'site-en', query: 'zebra' },
      ],
    });
    const [first, second] = results as Array<{ nbHits: number; index: string; hits: Array<Record<string, unknown>> }>;
    expect(first?.index).toBe('site-en');
    expect(first?.hits[0]?.['__queryNbHits']).toBe(first?.nbHits);
    expect(first?.hits[0]?.['__queryIgnoredWords'], 'the dialog reads the dropped words from each hit').toEqual([]);
    const { results: dropped } = await client.search({ requests: [{ query: 'vacuum zebra' }] });
    const [answer] = dropped as Array<{ hits: Array<Record<string, unknown>> }>;
    expect(answer?.hits[0]?.['__queryIgnoredWords']).toEqual(['zebra']);
    expect(second?.nbHits).toBe(0);
  });
});

describe('ranking', () => {
  const page = (path: string, title: string, text: string, extra: Partial<SearchRecord> = {}) => [
    record(path, 0, 'lvl1', { lvl1: title }, null, extra),
    record(path, 1, 'content', { lvl1: title }, text, extra),
  ];
  const post = (path: string, title: string, text: string, rank: number) =>
    page(path, title, text, { docusaurus_tag: 'default', page_rank: rank });

  it('puts documentation above a blog post, and a newer post above an older one, for the same match', async () => {
    const { engine } = engineFor([
      post('/blog/old', 'Checkpoint tuning', 'Checkpoints write dirty pages.', 60),
      page('/docs/checkpoints', 'Checkpoint tuning', 'Checkpoints write dirty pages.'),
      post('/blog/new', 'Checkpoint tuning', 'Checkpoints write dirty pages.', 88),
    ]);
    const response = await engine.search({ query: 'checkpoint tuning' });
    expect(response.hits.map((hit) => hit.url)).toEqual(['/docs/checkpoints', '/blog/new', '/blog/old']);
  });

  it('ranks a post whose title matches above a doc that only mentions the word', async () => {
    const { engine } = engineFor([
      page('/docs/wal', 'Write-ahead log', 'Checkpoints flush the log.'),
      post('/blog/checkpoints', 'Checkpoints explained', 'A long story.', 60),
    ]);
    const response = await engine.search({ query: 'checkpoints' });
    expect(response.hits[0]?.url).toBe('/blog/checkpoints');
  });

  it('matches a compound word and its parts both ways', async () => {
    const { engine } = engineFor([
      page('/docs/profiling', 'Profiling with flamegraphs', 'Draw a flamegraph of a backend.'),
      page('/docs/maintenance', 'Auto vacuum settings', 'The auto vacuum daemon runs in the background.'),
    ]);
    const joined = await engine.search({ query: 'flame graph' });
    expect(joined.hits[0]?.url_without_anchor).toBe('/docs/profiling');
    const split = await engine.search({ query: 'autovacuum daemon' });
    expect(split.hits[0]?.url).toBe('/docs/maintenance#s1');
    const highlighted = await engine.search({
      query: 'flame graph',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(highlighted.hits[0]?._highlightResult.hierarchy.lvl1?.value).toContain('<mark>flamegraphs</mark>');
  });

  it('puts a DBLab API operation page first on an equal match with a guide, and the other API pages below it', async () => {
    const api = '/docs/reference-guides/dblab-api';
    const ranked = (path: string, title: string, text: string) =>
      page(path, title, text, { page_rank: pageRank(path, null) });
    const { engine } = engineFor([
      ranked('/docs/dblab-howtos/cloning/reset-clone', 'Reset a clone', 'Return a clone to a snapshot.'),
      ranked(`${api}/clones`, 'Reset a clone', 'Return a clone to a snapshot.'),
      ranked(`${api}/clones/reset-clone`, 'Reset a clone', 'Return a clone to a snapshot.'),
    ]);
    const response = await engine.search({ query: 'reset clone' });
    expect(
      [...new Set(response.hits.map((hit) => hit.url_without_anchor))],
      'an operation page (dblab-api/<tag>/<operation>) ranks apiOperationPageRank, the tag pages apiReferencePageRank',
    ).toEqual([`${api}/clones/reset-clone`, '/docs/dblab-howtos/cloning/reset-clone', `${api}/clones`]);
    // A guide that matches better still wins over an operation page.
    const better = engineFor([
      ranked('/docs/dblab-howtos/cloning/reset-clone', 'Reset a clone', 'Return a clone to a snapshot.'),
      ranked(`${api}/clones/reset-clone`, 'Clones', 'Reset a clone to a snapshot.'),
    ]).engine;
    expect((await better.search({ query: 'reset clone' })).hits[0]?.url_without_anchor).toBe(
      '/docs/dblab-howtos/cloning/reset-clone',
    );
  });

  it('shows at most two sections of one page among the first five hits', async () => {
    const sections = (path: string, count: number) => [
      record(path, 0, 'lvl1', { lvl1: `Replication ${path}` }),
      ...Array.from({ length: count }, (_, index) =>
        record(path, index + 1, 'lvl2', { lvl1: `Replication ${path}`, lvl2: `Replication part ${index}` }),
      ),
    ];
    const { engine } = engineFor([sections('/docs/a', 6), sections('/docs/b', 1), sections('/docs/c', 1)]);
    const response = await engine.search({ query: 'replication', hitsPerPage: 20 });
    const firstFive = response.hits.slice(0, 5).map((hit) => hit.url_without_anchor);
    expect(firstFive.filter((url) => url === '/docs/a').length).toBeLessThanOrEqual(2);
    expect(new Set(firstFive).size).toBe(3);
    // Nothing is lost: every section is still listed.
    expect(response.nbHits).toBe(11);
  });
});
