/**
 * The shape of src/data/sqlVersions.json, which `npm run test:sql` writes: the majors
 * the SQL examples ran on, and for each page (by its source file, e.g.
 * "docs/postgres-howtos/…/how-to-x.md") the range its runnable examples ran
 * on. Never edit the JSON by hand: CI compares it with a fresh run.
 */
export type SqlPageVersions = {
  /** Oldest major on which the page's examples ran. */
  from: number;
  /** Newest major on which they ran. */
  to: number;
  /** Newer majors that some of its examples need (their `min=`). */
  someNeed: number[];
};

export type SqlVersionsData = {
  majors: number[];
  pages: Record<string, SqlPageVersions>;
};

/** "14–18", or "18" when the range is one major. */
export function majorRangeText(page: Pick<SqlPageVersions, 'from' | 'to'>): string {
  return page.from === page.to ? String(page.from) : `${page.from}–${page.to}`;
}

/**
 * The version line as the Markdown copy of a page prints it (the site prints
 * the same words through translate(), see src/components/SqlVersions).
 */
export function sqlVersionsMarkdownLine(page: SqlPageVersions): string {
  const newer = page.someNeed[0];
  return `Examples run on PostgreSQL ${majorRangeText(page)}${newer === undefined ? '' : ` (some need ${newer} or later)`}.`;
}
