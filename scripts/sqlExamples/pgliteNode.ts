/**
 * PGlite in Node, as the browser runs it: the same package and files. The
 * WebAssembly modules are compiled once and a freshly initialised data folder
 * is kept, so that each article starts on a fresh database in a fraction of
 * the time a new initdb takes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { plainMessage, type Executor } from '../../src/components/SqlRunner/engine/runBlock';

const distDir = path.dirname(require.resolve('@electric-sql/pglite'));

export type FreshDatabase = { exec: Executor; close: () => Promise<void>; instance: PGlite };

export async function pgliteFactory(): Promise<() => Promise<FreshDatabase>> {
  const read = (name: string) => fs.readFileSync(path.join(distDir, name));
  const options = {
    pgliteWasmModule: await WebAssembly.compile(read('pglite.wasm')),
    initdbWasmModule: await WebAssembly.compile(read('initdb.wasm')),
    fsBundle: new Blob([read('pglite.data')]),
  };
  const first = await PGlite.create(options);
  const snapshot = await first.dumpDataDir('none');
  await first.close();
  return async () => {
    const instance = await PGlite.create({ ...options, loadDataDir: snapshot });
    const exec: Executor = async (sql) => {
      const { messages } = await instance.execProtocol(protocol.serialize.query(sql), { throwOnError: false });
      return messages.map(plainMessage);
    };
    return { exec, close: () => instance.close(), instance };
  };
}
