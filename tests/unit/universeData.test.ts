import { describe, expect, it } from 'vitest';
import {
  allowedExternalPrefixes,
  formatUniverseDate,
  getUniverseCollection,
  isExternalUrl,
  kindFilterSearch,
  latestUniverseItems,
  parseKindFilter,
  universeCollectionIds,
  universeCollections,
  universeItemKinds,
} from '@site/src/data/universe';
import { readRouteContract } from '../support/routeContract';

const contract = readRouteContract();
const byRoute = new Map(contract.map((row) => [row.route, row]));
const allItems = universeCollections.flatMap((collection) => collection.items.map((item) => ({ collection, item })));

describe('Universe collections', () => {
  it('are exactly the five collections of the contract, with unique ids', () => {
    const ids = universeCollections.map((collection) => collection.id);
    expect(ids).toEqual([...universeCollectionIds]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(byRoute.get(`/universe/${id}`)?.kind, id).toBe('dynamic');
    }
  });

  it.each(universeCollections.map((collection) => [collection.id, collection]))(
    '%s has a title, a summary and 5 to 12 items with unique addresses',
    (id, collection) => {
      expect(collection.title.trim()).not.toBe('');
      expect(collection.summary.length).toBeGreaterThan(80);
      expect(collection.items.length).toBeGreaterThanOrEqual(id === 'postgresql-cli' ? 5 : 6);
      expect(collection.items.length).toBeLessThanOrEqual(12);
      const urls = collection.items.map((item) => item.url);
      expect(new Set(urls).size).toBe(urls.length);
      const titles = collection.items.map((item) => item.title);
      expect(new Set(titles).size).toBe(titles.length);
      expect(getUniverseCollection(id)).toBe(collection);
    },
  );
});

describe('Universe items', () => {
  it.each(allItems.map(({ collection, item }) => [`${collection.id}: ${item.url}`, item]))('%s', (_, item) => {
    expect(item.title.trim()).not.toBe('');
    expect(universeItemKinds).toContain(item.kind);
    expect(item.note.trim()).not.toBe('');
    // One sentence, ending with a full stop.
    expect(item.note).toMatch(/^[^.!?]+(\.[^\s.][^.!?]*)*[.!?]$/);
    if (isExternalUrl(item.url)) {
      expect(
        allowedExternalPrefixes.some((prefix) => item.url.startsWith(prefix)),
        `${item.url} is not on an allowed documentation site`,
      ).toBe(true);
      expect(item.date).toBeUndefined();
      return;
    }
    const row = byRoute.get(item.url);
    expect(row, `${item.url} is not a route of routes.tsv`).toBeDefined();
    expect(['doc', 'blog-post', 'page']).toContain(row?.kind);
    if (row?.kind === 'blog-post') {
      expect(item.kind).toBe('blog');
      const date = /date=(\d{4}-\d{2}-\d{2})/.exec(row.detail)?.[1];
      expect(item.date, 'blog posts carry the date of routes.tsv').toBe(date);
    } else {
      expect(item.kind).not.toBe('blog');
      expect(item.date, 'only blog posts have a date').toBeUndefined();
    }
  });

  it('uses only secure addresses of the PostgreSQL and PgBouncer documentation', () => {
    for (const prefix of allowedExternalPrefixes) {
      expect(new URL(prefix).hostname).toMatch(/^www\.(postgresql|pgbouncer)\.org$/);
      expect(prefix.startsWith('https://')).toBe(true);
    }
  });
});

describe('latest items', () => {
  it('are the newest dated items, newest first, each once', () => {
    const latest = latestUniverseItems(6);
    expect(latest).toHaveLength(6);
    const dates = latest.map((item) => item.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(latest.map((item) => item.url)).size).toBe(latest.length);
    const newest = allItems
      .map(({ item }) => item.date ?? '')
      .sort()
      .reverse()[0];
    expect(dates[0]).toBe(newest);
  });
});

describe('kind filter in the query string', () => {
  it('accepts the known kinds', () => {
    expect(parseKindFilter('?kind=how-to')).toBe('how-to');
    expect(parseKindFilter('?kind=reference&x=1')).toBe('reference');
  });

  it('ignores a missing or unknown kind', () => {
    expect(parseKindFilter('')).toBeNull();
    expect(parseKindFilter('?kind=video')).toBeNull();
    expect(parseKindFilter('?kind=')).toBeNull();
  });

  it('writes the kind and keeps other parameters', () => {
    expect(kindFilterSearch('', 'blog')).toBe('?kind=blog');
    expect(kindFilterSearch('?kind=blog&ref=x', null)).toBe('?ref=x');
    expect(kindFilterSearch('?kind=blog', null)).toBe('');
  });
});

it('formats dates without depending on the time zone', () => {
  expect(formatUniverseDate('2025-07-22')).toBe('22 Jul 2025');
  expect(formatUniverseDate('2020-11-11')).toBe('11 Nov 2020');
  expect(formatUniverseDate('2025-07-22', 'ru'), 'the Russian pages name the month in Russian').toBe('22 июл. 2025');
});
