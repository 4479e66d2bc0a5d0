/**
 * Prints every sentence of docs/, blog/ and rules/ that ties something to a
 * PostgreSQL version, with what backs it: the SQL block that proves it, or
 * the reviewed entry of src/data/versionClaims.ts and its source. Exits
 * non-zero when a claim is backed by neither, or an entry is stale, as
 * tests/unit/versionClaims.test.ts does.
 *
 * Usage: jiti scripts/list-version-claims.ts [--unchecked]
 */
import { auditVersionClaims, staleMessage, uncheckedMessage } from './lib/versionClaims';
import { supportedMajors } from './sqlExamples/postgresReleases';
import { reviewedVersionClaims } from '../src/data/versionClaims';

const onlyUnchecked = process.argv.includes('--unchecked');
const { claims, stale } = auditVersionClaims(
  ['docs', 'blog', 'rules'],
  reviewedVersionClaims,
  Math.min(...supportedMajors),
);
let problems = 0;
for (const { file, claim, status } of claims) {
  if (status.kind === 'unchecked') {
    problems += 1;
    console.log(uncheckedMessage(file, claim));
  } else if (!onlyUnchecked) {
    const backing =
      status.kind === 'proven' ? `SQL block at line ${status.blockLine}` : `reviewed: ${status.entry.source}`;
    console.log(`${file}:${claim.line}: [${claim.majors.join(', ')}] ${claim.sentence}\n    ${backing}`);
  }
}
for (const entry of stale) {
  problems += 1;
  console.log(staleMessage(entry));
}
const proven = claims.filter(({ status }) => status.kind === 'proven').length;
console.log(
  `${claims.length} version claims: ${proven} proven by a SQL block, ${claims.length - proven - (problems - stale.length)} reviewed, ${problems - stale.length} unchecked; ${stale.length} stale entries.`,
);
process.exitCode = problems > 0 ? 1 : 0;
