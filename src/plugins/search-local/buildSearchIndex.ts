/** Builds the offline index files (see engine/indexFormat.ts) from extracted records. */
import {
  Field,
  indexFormatVersion,
  indexPaths,
  type ManifestPage,
  type PageRecord,
  recordsPerFile,
  type SearchManifest,
  type TermShard,
} from './engine/indexFormat';
import { indexTerms, shardKey } from './engine/tokenize';
import type { SearchRecord } from './engine/types';

export type SearchIndexFiles = Map<string, unknown>;

const levelOf = (record: SearchRecord): number => (record.type === 'content' ? 7 : Number(record.type.slice(3)));

function fieldOfLevel(level: number): number {
  if (level === 1) return Field.lvl1;
  if (level === 2) return Field.lvl2;
  if (level === 3) return Field.lvl3;
  return Field.deep;
}

/** `pages` holds each page's records in document order, the lvl1 record first. */
export function buildSearchIndex(pages: readonly SearchRecord[][]): SearchIndexFiles {
  const files: SearchIndexFiles = new Map();
  const tags: string[] = [];
  const languages: string[] = [];
  const indexOf = (list: string[], value: string): number => {
    const found = list.indexOf(value);
    if (found >= 0) return found;
    list.push(value);
    return list.length - 1;
  };
  const manifestPages: ManifestPage[] = [];
  const spans: number[] = [];
  const levels: number[] = [];
  const postings = new Map<string, Map<number, number>>();
  const allRecords: PageRecord[] = [];
  const addTerms = (recordId: number, text: string | null, field: number): void => {
    if (!text) return;
    for (const term of indexTerms(text)) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = new Map()));
      list.set(recordId, (list.get(recordId) ?? 0) | field);
    }
  };

  let nextId = 0;
  pages.forEach((records, pageIndex) => {
    const first = records[0];
    if (!first || first.type !== 'lvl1') throw new Error(`Page ${pageIndex} must start with its lvl1 record`);
    const path = first.url.split('#')[0] ?? first.url;
    const firstId = nextId;
    manifestPages.push([
      path,
      first.hierarchy.lvl0,
      first.hierarchy.lvl1 ?? '',
      indexOf(tags, first.docusaurus_tag),
      indexOf(languages, first.language),
      firstId,
      records.length,
      first.page_rank,
    ]);
    const pageRecords: PageRecord[] = records.map((record, offset) => {
      const id = firstId + offset;
      const level = levelOf(record);
      levels.push(level);
      // A heading's section ends where a heading of the same or a higher level starts.
      let span = 1;
      if (level < 7) {
        while (offset + span < records.length && levelOf(records[offset + span]!) > level) span++;
      }
      spans.push(span);
      if (level === 1) {
        addTerms(id, record.hierarchy.lvl0, Field.lvl0);
        addTerms(id, record.hierarchy.lvl1, Field.lvl1);
      } else if (level < 7) {
        const key = `lvl${level}` as keyof SearchRecord['hierarchy'];
        addTerms(id, record.hierarchy[key], fieldOfLevel(level));
      } else {
        addTerms(id, record.content, Field.content);
      }
      const anchor = record.url.includes('#') ? (record.url.split('#')[1] ?? '') : '';
      const h = record.hierarchy;
      return [level, anchor, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, record.content];
    });
    allRecords.push(...pageRecords);
    nextId += records.length;
  });
  for (let first = 0; first < allRecords.length; first += recordsPerFile) {
    files.set(indexPaths.records(first), allRecords.slice(first, first + recordsPerFile));
  }

  const shards = new Map<string, TermShard>();
  for (const [term, list] of [...postings.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const key = shardKey(term);
    let shard = shards.get(key);
    if (!shard) shards.set(key, (shard = {}));
    const flat: number[] = [];
    let previous = 0;
    for (const [id, fields] of [...list.entries()].sort(([a], [b]) => a - b)) {
      flat.push(id - previous, fields);
      previous = id;
    }
    shard[term] = flat;
  }
  for (const [key, shard] of shards) files.set(indexPaths.shard(key), shard);

  const manifest: SearchManifest = {
    version: indexFormatVersion,
    pages: manifestPages,
    tags,
    languages,
    spans,
    levels,
    shards: [...shards.keys()].sort(),
  };
  files.set(indexPaths.manifest, manifest);
  return files;
}
