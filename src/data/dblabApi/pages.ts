/**
 * Where the pages of the DBLab Engine API reference live: one landing page per
 * tag (`<tag>.md`, the URL the tag page always had) and one page per operation
 * (`<tag>/<operation-slug>.md`). The generator (scripts/dblabApi/render.ts),
 * the docs sidebar (sidebars.ts) and the tests share these names.
 */
import { tagOrder } from './document';
import { operations } from './operations';
import type { ApiOperation, Tag } from './types';

/** Folder of the reference under docs/, and its doc id prefix. */
export const referenceDocDir = 'reference-guides/dblab-api';
/** Where the reference is on the site. */
export const routeBase = `/docs/${referenceDocDir}`;

/** File name (without `.md`) and URL segment of a tag's landing page; its operations live in a folder of that name. */
export const tagSlug = (tag: Tag): string => tag.toLowerCase();

export const tagTitles: Readonly<Record<Tag, string>> = {
  Instance: 'Instance, health and refresh',
  Snapshots: 'Snapshots',
  Clones: 'Clones',
  Branches: 'Branches',
  Observation: 'CI observation',
  Admin: 'Configuration and admin',
};

const articles = new Set(['a', 'an', 'the']);

/**
 * The URL segment of an operation's page, from its summary without articles:
 * "Reset a clone" is `reset-clone`. Readable in a link, and stable while the summary is.
 */
export function operationSlug(op: ApiOperation): string {
  return op.summary
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !articles.has(word))
    .join('-');
}

/** The doc id of an operation's page (its path under docs/ without `.md`). */
export const operationDocId = (op: ApiOperation): string =>
  `${referenceDocDir}/${tagSlug(op.tag)}/${operationSlug(op)}`;

/** The route of an operation's page. */
export const operationRoute = (op: ApiOperation): string => `/docs/${operationDocId(op)}`;

/** The route of a tag's landing page. */
export const tagRoute = (tag: Tag): string => `${routeBase}/${tagSlug(tag)}`;

/** The operations of a tag, in the order of the contract source. */
export const operationsOf = (tag: Tag): readonly ApiOperation[] => operations.filter((op) => op.tag === tag);

/** The tags in the order of the document, for the sidebar and the overview. */
export const tagsInOrder: readonly Tag[] = tagOrder;
