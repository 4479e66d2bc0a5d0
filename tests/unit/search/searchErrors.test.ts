import { describe, expect, it } from 'vitest';
import { quotesError, withErrorRecords } from '@site/src/plugins/search-local/searchErrors';
import type { SearchRecord } from '@site/src/plugins/search-local/engine/types';

const base = {
  hierarchy: { lvl0: 'Docs', lvl1: 'Locks', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  page_rank: 100,
};
const records: SearchRecord[] = [
  { ...base, objectID: '/docs/locks#0', url: '/docs/locks', type: 'lvl1' },
  {
    ...base,
    objectID: '/docs/locks#1',
    url: '/docs/locks#retries',
    type: 'lvl2',
    hierarchy: { ...base.hierarchy, lvl2: 'Retries' },
  },
];

describe('PostgreSQL errors listed in front matter', () => {
  it('become records of the page’s opening section, placeholders shown as an ellipsis', () => {
    const result = withErrorRecords(records, ['duplicate key value violates unique constraint "%s"']);
    expect(result.map((record) => [record.objectID, record.url, record.type, record.content])).toEqual([
      ['/docs/locks#0', '/docs/locks', 'lvl1', null],
      ['/docs/locks#1', '/docs/locks', 'content', 'duplicate key value violates unique constraint "…"'],
      ['/docs/locks#2', '/docs/locks#retries', 'lvl2', null],
    ]);
    expect(result[1]?.hierarchy.lvl2, 'an error record sits under the title, not under a later heading').toBeNull();
  });

  it('count as quoted when the page prints them with values in place of the placeholders', () => {
    const page = 'ERROR:  nextval: reached maximum value of sequence "orders_id_seq" (2147483647)';
    expect(quotesError(page, 'nextval: reached maximum value of sequence "%s" (%lld)')).toBe(true);
    expect(quotesError(page, 'integer out of range')).toBe(false);
  });
});
