/**
 * How much disk a DBLab Engine host needs: the size of the source database
 * plus a margin for the blocks that snapshots and clones change. The MDX pages
 * that state the rule (the Q&A, the how-it-works page in every language, the
 * Russian webinar page) print it from here, so they cannot disagree again.
 *
 * Plain Markdown pages cannot import it and state the same figure in words:
 * docs/dblab-howtos/administration/install-dle-manually.md and the WAL-G and
 * pgBackRest guides under docs/dblab-howtos/administration/data/. Change them
 * together with this value.
 */
export type DiskSizing = {
  /** Margin on top of the database size, in percent of that size. */
  readonly headroomPercent: number;
};

export const dblabDiskSizing: DiskSizing = {
  headroomPercent: 20,
};
