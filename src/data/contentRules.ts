/**
 * The rules every doc, how-to, post and rules page must meet, in one place.
 * `npm run check:content`, the unit tests and the build read these numbers;
 * CONTRIBUTING.md states them in words. Change a rule here, then there.
 */
export type ContentKind = 'doc' | 'howto' | 'post' | 'rule';

export type KindRules = {
  /** Folder the kind lives in, as a writer sees it. */
  folder: string;
  /** Words of prose (code, tags and link targets not counted). */
  minWords: number;
  /** Front matter fields that must be present and not empty. */
  requiredFields: readonly string[];
};

/** Description: shown in search results and link previews. */
export const descriptionLength = { min: 50, max: 200 } as const;

/** Title: the page's h1. */
export const titleMinLength = 5;

/** How-to tags start with one of these. */
export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;

/** Blog posts tagged with this tag are release notes and may be shorter. */
export const releaseNoteTag = 'product-announcements';

export const contentRules: Record<ContentKind, KindRules> = {
  doc: { folder: 'docs/', minWords: 150, requiredFields: ['title', 'description'] },
  howto: {
    folder: 'docs/postgres-howtos/',
    minWords: 250,
    requiredFields: ['title', 'sidebar_label', 'description', 'keywords', 'tags'],
  },
  post: {
    folder: 'blog/',
    minWords: 300,
    requiredFields: ['slug', 'title', 'description', 'authors', 'tags', 'date', 'image'],
  },
  rule: { folder: 'rules/', minWords: 150, requiredFields: ['title', 'description'] },
};

/** Fewer words are enough for a docs section's index page (it mostly links onwards). */
export const docIndexMinWords = 60;

/** Fewer words are enough for a release note. */
export const releaseNoteMinWords = 200;

/** The truncate marker of an MDX post, and how much text must come before it. */
export const truncateMarker = '{/* truncate */}';
export const truncateMinOffset = 100;

/** Where blog cover images live, and the formats they may use. */
export const coverImagePattern = /^\/img\/blog\/.+\.(svg|png)$/;

/**
 * Words that show a page is not finished. Spaces match any run of white
 * space, so a phrase broken across lines is caught too.
 */
export const placeholderPattern = /lorem\s+ipsum|coming\s+soon|\bTBD\b|\bTO[D]O\b|placeholder\s+text|\bFIX[M]E\b/i;

/** Share of ```sql blocks that must run (the rest carry `norun="why"`). */
export const minRunnableShare = 0.8;
