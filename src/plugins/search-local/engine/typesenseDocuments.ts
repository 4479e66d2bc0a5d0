/**
 * The Typesense collection that mirrors the offline index: the same
 * DocSearch-shaped records, with the hierarchy as a nested object so the
 * instantsearch adapter returns `_highlightResult.hierarchy.lvlN` as
 * DocSearch expects.
 */
import type { RecordType, SearchRecord } from './types';

export type TypesenseField = {
  name: string;
  type: 'string' | 'int32';
  facet?: boolean;
  optional?: boolean;
};

export type TypesenseCollectionSchema = {
  name: string;
  enable_nested_fields: true;
  fields: TypesenseField[];
  default_sorting_field: string;
};

export type TypesenseDocument = {
  id: string;
  url: string;
  type: RecordType;
  hierarchy: Partial<Record<keyof SearchRecord['hierarchy'], string>>;
  content?: string;
  language: string;
  docusaurus_tag: string;
  /** Higher for page titles than for subheadings, lowest for body text; breaks ties in ranking. */
  item_priority: number;
  /**
   * Documentation above blog posts, newer posts above older (see ranking.ts):
   * scales the text score when the client reorders the first pages, and breaks
   * exact ties in the server's order.
   */
  page_rank: number;
};

const levelPriority: Record<RecordType, number> = {
  lvl1: 60,
  lvl2: 50,
  lvl3: 40,
  lvl4: 30,
  lvl5: 20,
  lvl6: 10,
  content: 0,
};

export function typesenseSchema(name: string): TypesenseCollectionSchema {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  return {
    name,
    enable_nested_fields: true,
    fields: [
      ...levels.map((level) => ({
        name: `hierarchy.${level}`,
        type: 'string' as const,
        optional: true,
        ...(level === 'lvl0' && { facet: true }),
      })),
      { name: 'content', type: 'string', optional: true },
      { name: 'type', type: 'string', facet: true },
      { name: 'language', type: 'string', facet: true },
      { name: 'docusaurus_tag', type: 'string', facet: true },
      { name: 'item_priority', type: 'int32' },
      { name: 'page_rank', type: 'int32' },
    ],
    default_sorting_field: 'item_priority',
  };
}

/** A record as a Typesense document; empty levels and content are left out, as Typesense wants for optional fields. */
export function toTypesenseDocument(record: SearchRecord): TypesenseDocument {
  const hierarchy = Object.fromEntries(
    Object.entries(record.hierarchy).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return {
    id: record.objectID,
    url: record.url,
    type: record.type,
    hierarchy,
    ...(record.content !== null && { content: record.content }),
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    item_priority: levelPriority[record.type],
    page_rank: record.page_rank,
  };
}

/** The file `postBuild` writes in Typesense mode, one document per line, for `npm run search:typesense-sync`. */
export const typesenseDocumentsFile = 'typesense-documents.jsonl';
