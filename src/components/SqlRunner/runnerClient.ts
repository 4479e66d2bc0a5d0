/**
 * The page's side of the database worker: one worker for the page, started
 * on the first Run, told which earlier blocks to replay (engine/replayPlan.ts)
 * and restarted when a run is cancelled or the download failed.
 */
import { planRun, type RanBlock, type ReplayBlock } from './engine/replayPlan';
import type { BlockResult, SqlError } from './engine/runBlock';
import type { ToPage, ToWorker } from './protocol';

export type RunProgress = { stage: 'download'; loaded: number; total: number } | { stage: 'running' };

export type RunOutcome =
  | {
      kind: 'result';
      result: BlockResult;
      replayed: number;
      replayFailure: { position: number; error: SqlError } | null;
    }
  | { kind: 'failed'; stage: 'download' | 'start' | 'run'; message: string }
  | { kind: 'cancelled' };

type Pending = { resolve: (outcome: RunOutcome) => void; onProgress: (progress: RunProgress) => void };

class Runner {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  /** Blocks run since the database was last fresh, and of which article. */
  private history: RanBlock[] = [];
  private article: string | null = null;
  private needsFresh = false;

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./runner.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<ToPage>) => this.receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.stop({ kind: 'failed', stage: 'download', message: event.message || 'the worker did not start' });
    });
    this.worker = worker;
    return worker;
  }

  private receive(message: ToPage): void {
    if (message.type === 'progress') {
      this.pending.forEach((p) => p.onProgress({ stage: 'download', loaded: message.loaded, total: message.total }));
    } else if (message.type === 'ready') {
      this.pending.forEach((p) => p.onProgress({ stage: 'running' }));
    } else if (message.type === 'result' || message.type === 'failed') {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      pending?.resolve(
        message.type === 'failed'
          ? { kind: 'failed', stage: message.stage, message: message.message }
          : { kind: 'result', result: message.result, replayed: -1, replayFailure: message.replayFailure },
      );
    }
  }

  /** Ends the worker: a cancelled run, or a fresh start after a failure. */
  stop(outcome: RunOutcome = { kind: 'cancelled' }): void {
    this.worker?.terminate();
    this.worker = null;
    this.history = [];
    this.needsFresh = false;
    const pending = [...this.pending.values()];
    this.pending.clear();
    pending.forEach((p) => p.resolve(outcome));
  }

  /** The next run starts from a fresh database. */
  reset(): void {
    this.history = [];
    this.needsFresh = true;
  }

  run(
    article: string,
    earlier: ReplayBlock[],
    target: RanBlock,
    onProgress: (progress: RunProgress) => void,
  ): Promise<RunOutcome> {
    const sameArticle = this.article === article && !this.needsFresh;
    const plan = planRun(sameArticle ? this.history : [], earlier);
    const fresh = plan.fresh || !sameArticle;
    const id = this.nextId++;
    const message: ToWorker = {
      type: 'run',
      id,
      fresh,
      replay: plan.replay.map(({ code, expectError }) => ({ code, expectError })),
      code: target.code,
    };
    this.article = article;
    this.needsFresh = false;
    // What the database will hold if this run completes; a failure sets it right below.
    this.history = [...earlier.map(({ index, code }) => ({ index, code })), target];
    return new Promise<RunOutcome>((resolve) => {
      this.pending.set(id, {
        onProgress,
        resolve: (outcome) => {
          if (outcome.kind !== 'result' || outcome.replayFailure) this.needsFresh = true;
          resolve(outcome.kind === 'result' ? { ...outcome, replayed: plan.replay.length } : outcome);
        },
      });
      this.ensureWorker().postMessage(message);
    });
  }
}

export const runner = new Runner();
