/**
 * src/data/sqlVersions.json: on which PostgreSQL majors each page's SQL
 * examples ran in the last full run of `npm run test:sql`. The run writes
 * it; in CI the run compares it, so a committed file cannot be stale. The
 * site reads it to print each page's version line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SqlVersionsData } from '../../src/data/sqlPageVersions';
import type { PageVersions } from './runSqlExamples';

export const sqlVersionsFile = 'src/data/sqlVersions.json';

/** The file's text: keys sorted, two-space indent, number lists on one line (as Prettier writes them). */
export function serializeSqlVersions(pages: Record<string, PageVersions>, majors: readonly number[]): string {
  const data: SqlVersionsData = {
    majors: [...majors].sort((a, b) => a - b),
    pages: Object.fromEntries(
      Object.keys(pages)
        .sort()
        .map((file) => {
          const page = pages[file] as PageVersions;
          return [file.split(path.sep).join('/'), { from: page.from, to: page.to, someNeed: page.someNeed }];
        }),
    ),
  };
  return `${JSON.stringify(data, null, 2).replace(
    /\[\s*([\d,\s]*?)\s*\]/g,
    (_, list: string) =>
      `[${list
        .split(/[,\s]+/)
        .filter(Boolean)
        .join(', ')}]`,
  )}\n`;
}

export type SyncResult = { ok: boolean; message: string };

/** Writes the file ('write'), or checks that the committed one matches this run ('check', in CI). */
export function syncSqlVersions(
  pages: Record<string, PageVersions>,
  majors: readonly number[],
  mode: 'write' | 'check',
  file = sqlVersionsFile,
): SyncResult {
  const text = serializeSqlVersions(pages, majors);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === text) return { ok: true, message: `${file} is up to date (${Object.keys(pages).length} pages).` };
  if (mode === 'check') {
    return {
      ok: false,
      message:
        `${file} does not match this run: the pages' version lines would be stale. ` +
        'Run "npm run test:sql" (every folder, every major) and commit the file it writes.',
    };
  }
  fs.writeFileSync(file, text);
  return { ok: true, message: `Wrote ${file} (${Object.keys(pages).length} pages): commit it with the change.` };
}
