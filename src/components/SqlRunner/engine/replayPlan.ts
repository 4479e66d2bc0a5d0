/**
 * Which blocks to run, and whether to start from a fresh database, before the
 * block the reader asked for. The database must be in the state the SQL check
 * leaves it in after the article's earlier runnable blocks, as written: when
 * what has run since the last fresh start is exactly a prefix of those, only
 * the rest is replayed; anything else (an edited block, a block run out of
 * order, a block run twice) needs a fresh database and a full replay.
 */
export type ReplayBlock = {
  /** Position among the article's runnable blocks. */
  index: number;
  code: string;
  expectError: boolean;
};

export type RanBlock = { index: number; code: string };

export type RunPlan = { fresh: boolean; replay: ReplayBlock[] };

/** `earlier`: the browser-runnable blocks before the one to run, in order. */
export function planRun(history: readonly RanBlock[], earlier: readonly ReplayBlock[]): RunPlan {
  const isPrefix =
    history.length <= earlier.length &&
    history.every((ran, position) => {
      const block = earlier[position];
      return block !== undefined && block.index === ran.index && block.code === ran.code;
    });
  if (isPrefix) return { fresh: false, replay: earlier.slice(history.length) };
  return { fresh: true, replay: [...earlier] };
}
