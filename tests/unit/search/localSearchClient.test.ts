import { afterEach, describe, expect, it, vi } from 'vitest';
import { localSearchClientFor } from '@site/src/plugins/search-local/engine/localSearchClient';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline search client', () => {
  it('starts loading the index manifest as soon as it is created, before any query', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return new Response('{}', { status: 404 });
      }),
    );
    localSearchClientFor('/search-index/', 'build-warm');
    await vi.waitFor(() => expect(requested).toEqual(['/search-index/manifest.json?v=build-warm']), {
      timeout: 60_000,
    });
  });

  it('loads the manifest again for the next query when loading it ahead failed', async () => {
    let manifestCalls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/idx/manifest.json')) {
          manifestCalls += 1;
          if (manifestCalls === 1) return new Response('busy', { status: 503 });
          return Response.json({ version: 0, pages: [], levels: [], tags: [], languages: [], shards: [] });
        }
        return new Response('missing', { status: 404 });
      }),
    );
    const client = localSearchClientFor('/idx/', 'build-retry');
    // The query that waited for the failed load gets the dialog's retry error ...
    await expect(client.search({ requests: [{ query: 'vacuum', indexName: 'docs' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    // ... and the next one loads the manifest again and answers.
    const { results } = await client.search({ requests: [{ query: 'vacuum', indexName: 'docs' }] });
    expect(manifestCalls).toBe(2);
    expect(results).toEqual([expect.objectContaining({ hits: [], nbHits: 0 })]);
  });
});
