// Sentences that tie a feature to a PostgreSQL version: each is proven by a SQL block of its page or reviewed.
import { describe, expect, it } from 'vitest';
import {
  auditVersionClaims,
  claimedMajors,
  findVersionClaims,
  provingBlock,
  staleMessage,
  uncheckedMessage,
} from '../../scripts/lib/versionClaims';
import { supportedMajors } from '../../scripts/sqlExamples/postgresReleases';
import { reviewedVersionClaims } from '../../src/data/versionClaims';

const oldest = Math.min(...supportedMajors);

describe('the version-claim detector', () => {
  it('catches the phrasings the content uses', () => {
    expect(claimedMajors('Since PostgreSQL 16, `\\watch` accepts named options.')).toEqual([16]);
    expect(claimedMajors('`transaction_timeout` (PostgreSQL 17+) limits the whole transaction.')).toEqual([17]);
    expect(claimedMajors('On PostgreSQL 17 and newer, add it to the role.')).toEqual([17]);
    expect(claimedMajors('It was removed in PostgreSQL 15.')).toEqual([15]);
    expect(claimedMajors('B-tree deduplication added in Postgres 13 does not apply.')).toEqual([13]);
    expect(claimedMajors('Before PostgreSQL 11, it rewrote the table.')).toEqual([11]);
    expect(claimedMajors('Starting with PostgreSQL 16, the tree supports Meson.')).toEqual([16]);
    expect(claimedMajors('From PostgreSQL 17 on, the counters moved.')).toEqual([17]);
    expect(claimedMajors('Up to PostgreSQL 16:')).toEqual([16]);
    expect(claimedMajors('PostgreSQL 18 adds a native `uuidv7()`.')).toEqual([18]);
    expect(claimedMajors('In PostgreSQL 10 to 17 the limit is max_replication_slots.')).toEqual([10, 17]);
    expect(claimedMajors('`lock_timeout`, available since Postgres 9.3, limits waits.')).toEqual([9.3]);
    expect(claimedMajors('On 12 and older, use `total_time`.')).toEqual([12]);
    expect(claimedMajors('On PostgreSQL 15, or any version before 18, the fast path holds 16.')).toEqual([18]);
  });

  it('leaves alone numbers that are not PostgreSQL versions, and versions in code', () => {
    expect(claimedMajors('Node.js 18 or newer on the operator machine.')).toEqual([]);
    expect(claimedMajors('Go 1.17 or newer builds the report generator.')).toEqual([]);
    expect(claimedMajors('Locks (Joe 0.11.0 and newer).')).toEqual([]);
    expect(claimedMajors('Install DBLab Engine 4.0 or newer.')).toEqual([]);
    expect(claimedMajors('The run took 15 minutes before 10 am.')).toEqual([]);
    expect(claimedMajors('On PostgreSQL 15 the log looks like this:')).toEqual([]);
    const page =
      '---\ntitle: PostgreSQL 16+ tricks\n---\n\nRun `SELECT 16 and later`.\n\n```sql\n-- since PostgreSQL 16\nselect 1;\n```\n';
    expect(findVersionClaims(page)).toEqual([]);
  });

  it('reports the line a sentence starts on, and splits sentences outside inline code only', () => {
    const page =
      '# Title\n\nFirst sentence here. Second one\nsays `ADD COLUMN ... DEFAULT` was slow before PostgreSQL 11.\n\n- Item (PostgreSQL 13+).\n';
    expect(findVersionClaims(page)).toEqual([
      { line: 3, sentence: 'Second one says `ADD COLUMN ... DEFAULT` was slow before PostgreSQL 11.', majors: [11] },
      { line: 6, sentence: 'Item (PostgreSQL 13+).', majors: [13] },
    ]);
  });

  it('takes a claim as proven only by a runnable block that marks each major it names', () => {
    const claim = { line: 1, sentence: 'Since PostgreSQL 16, x.', majors: [16] };
    expect(provingBlock(claim, [{ line: 9, minMajor: 16, maxMajor: null }], oldest)).toBe(9);
    expect(provingBlock(claim, [{ line: 9, minMajor: 15, maxMajor: null }], oldest)).toBeNull();
    // "up to 16" is shown by a block that stops at 16.
    expect(provingBlock(claim, [{ line: 4, minMajor: null, maxMajor: 16 }], oldest)).toBe(4);
    // Nothing runs below the oldest major, so a block cannot show "since 14" or "since 11".
    expect(
      provingBlock({ ...claim, majors: [oldest] }, [{ line: 2, minMajor: oldest, maxMajor: null }], oldest),
    ).toBeNull();
    expect(
      provingBlock({ ...claim, majors: [11, 17] }, [{ line: 2, minMajor: 17, maxMajor: null }], oldest),
    ).toBeNull();
  });
});

describe('version claims in docs/, blog/ and rules/', () => {
  const { claims, stale } = auditVersionClaims(['docs', 'blog', 'rules'], reviewedVersionClaims, oldest);

  it('finds the claims the content makes', () => {
    // A detector that stopped matching would pass every check below.
    expect(claims.length).toBeGreaterThan(100);
  });

  it('backs every claim with a block on its page or a reviewed entry', () => {
    const unchecked = claims.filter(({ status }) => status.kind === 'unchecked');
    expect(unchecked.map(({ file, claim }) => uncheckedMessage(file, claim)).join('\n')).toBe('');
  });

  it('has no reviewed entry whose sentence is gone', () => {
    expect(stale.map(staleMessage).join('\n')).toBe('');
  });

  it('names what each reviewed entry rests on', () => {
    const vague = reviewedVersionClaims.filter((entry) => entry.source.trim().length < 20 || entry.note.trim() === '');
    expect(
      vague.map((entry) => `${entry.file}: "${entry.sentence}" needs a source (the release-notes section) and a note`),
    ).toEqual([]);
  });
});
