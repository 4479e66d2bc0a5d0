/// <reference lib="webworker" />
/**
 * The database of the Run buttons: PGlite in a Web Worker, so that queries
 * never block the page. Its files are downloaded here, from the site's own
 * origin, reporting progress; the freshly initialised database is kept so
 * that starting afresh does not run initdb again.
 */
import { PGlite, protocol } from '@electric-sql/pglite';
import { plainMessage, runBlock, type Executor } from './engine/runBlock';
import { pgliteFileSizes, type ToPage, type ToWorker, type WorkerMemory } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const files = {
  'pglite.wasm': new URL('@electric-sql/pglite/pglite.wasm', import.meta.url),
  'initdb.wasm': new URL('@electric-sql/pglite/initdb.wasm', import.meta.url),
  'pglite.data': new URL('@electric-sql/pglite/pglite.data', import.meta.url),
} as const;

type Engine = {
  options: { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob };
  snapshot: Blob;
};

const post = (message: ToPage) => self.postMessage(message);

let engine: Promise<Engine> | null = null;
let db: PGlite | null = null;

class StageError extends Error {
  constructor(
    readonly stage: 'download' | 'start',
    message: string,
  ) {
    super(message);
  }
}

async function download(name: keyof typeof files, received: (bytes: number) => void): Promise<ArrayBuffer> {
  const response = await fetch(files[name]).catch((error: unknown) => {
    throw new StageError('download', `${name}: ${String(error)}`);
  });
  if (!response.ok || !response.body) throw new StageError('download', `${name}: HTTP ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw new StageError('download', `${name}: ${String(error)}`);
    });
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
    received(value.byteLength);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

async function start(): Promise<Engine> {
  const total = Object.values(pgliteFileSizes).reduce((sum, size) => sum + size, 0);
  let loaded = 0;
  let reported = 0;
  const received = (bytes: number) => {
    loaded += bytes;
    // About a hundred updates for the whole download are plenty.
    if (loaded - reported >= total / 100 || loaded >= total) {
      reported = loaded;
      post({ type: 'progress', loaded: Math.min(loaded, total), total });
    }
  };
  post({ type: 'progress', loaded: 0, total });
  const [pgliteWasm, initdbWasm, data] = await Promise.all([
    download('pglite.wasm', received),
    download('initdb.wasm', received),
    download('pglite.data', received),
  ]);
  post({ type: 'progress', loaded: total, total });
  try {
    const options = {
      pgliteWasmModule: await WebAssembly.compile(pgliteWasm),
      initdbWasmModule: await WebAssembly.compile(initdbWasm),
      fsBundle: new Blob([data]),
    };
    const first = await PGlite.create(options);
    const snapshot = await first.dumpDataDir('none');
    snapshotBytes = snapshot.size;
    db = first;
    return { options, snapshot };
  } catch (error) {
    throw new StageError('start', String(error));
  }
}

async function database(fresh: boolean): Promise<PGlite> {
  if (!engine) engine = start();
  const { options, snapshot } = await engine.catch((error: unknown) => {
    engine = null;
    throw error;
  });
  if (fresh || !db) {
    // A database that stopped on a fatal error may fail to close; it is dropped either way.
    await db?.close().catch(() => undefined);
    db = null;
    db = await PGlite.create({ ...options, loadDataDir: snapshot });
  }
  return db;
}

function executor(instance: PGlite): Executor {
  return async (sql) => {
    const { messages } = await instance.execProtocol(protocol.serialize.query(sql), { throwOnError: false });
    return messages.map(plainMessage);
  };
}

async function run(message: Extract<ToWorker, { type: 'run' }>): Promise<void> {
  let instance: PGlite;
  try {
    instance = await database(message.fresh);
  } catch (error) {
    const stage = error instanceof StageError ? error.stage : 'start';
    post({ type: 'failed', id: message.id, stage, message: error instanceof Error ? error.message : String(error) });
    return;
  }
  post({ type: 'ready' });
  try {
    const exec = executor(instance);
    for (const [position, item] of message.replay.entries()) {
      const replayed = await runBlock(exec, item.code, { rowLimit: 0 });
      if (replayed.error && !item.expectError) {
        post({
          type: 'result',
          id: message.id,
          result: { statements: [], error: null, ms: 0 },
          replayFailure: { position, error: replayed.error },
        });
        return;
      }
    }
    const result = await runBlock(exec, message.code);
    post({ type: 'result', id: message.id, result, replayFailure: null });
  } catch (error) {
    // PGlite stopped (a fatal error): the next run starts on a new database.
    db = null;
    post({ type: 'failed', id: message.id, stage: 'run', message: String(error) });
  }
}

let snapshotBytes: number | null = null;

/**
 * For `npm run bench:run`, which reads it with Playwright: the WebAssembly
 * memory of the database (PGlite keeps it in its module, not in its interface)
 * and the size of the kept fresh database.
 */
Object.defineProperty(self, 'sqlRunnerMemory', {
  value: (): WorkerMemory => ({
    wasmMemoryBytes: (db as unknown as { mod?: { HEAPU8?: Uint8Array } } | null)?.mod?.HEAPU8?.byteLength ?? null,
    snapshotBytes,
  }),
});

// One run at a time, in order: a run must not start while another is replaying.
let queue: Promise<void> = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  queue = queue.then(() => run(message));
});
