/** Messages between the page and the database worker (runner.worker.ts). */
import type { BlockResult, SqlError } from './engine/runBlock';

export type ReplayItem = { code: string; expectError: boolean };

export type ToWorker = { type: 'run'; id: number; fresh: boolean; replay: ReplayItem[]; code: string };

export type ToPage =
  /** Bytes of PGlite's files received so far, of `total`. */
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'ready' }
  | {
      type: 'result';
      id: number;
      result: BlockResult;
      /** An earlier block that failed unexpectedly while being replayed. */
      replayFailure: { position: number; error: SqlError } | null;
    }
  | { type: 'failed'; id: number; stage: 'download' | 'start' | 'run'; message: string };

/** What `npm run bench:run` reads from the worker's global scope. */
export type WorkerMemory = { wasmMemoryBytes: number | null; snapshotBytes: number | null };

/**
 * PGlite's files with their sizes in bytes, for the progress bar: the server
 * may send them compressed, and then the response does not tell the size of
 * what arrives. tests/unit/sqlRunnerBuild.test.ts keeps these in step with the
 * installed package.
 */
export const pgliteFileSizes = {
  'pglite.wasm': 9_086_480,
  'initdb.wasm': 298_788,
  'pglite.data': 6_242_272,
} as const;
