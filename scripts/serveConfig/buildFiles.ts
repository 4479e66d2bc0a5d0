/** Reads what the serving configuration needs from a production build. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inlineScripts, scriptHashSource } from './contentSecurityPolicy';

/** Every file below a folder, as paths relative to it with `/` separators, sorted. */
export async function listFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The CSP hash sources of the inline scripts of every built page, except the
 * pages listed in `skip` (the client-side redirect pages, which a server with
 * the configuration answers with a 301 instead and which also forward by a
 * meta refresh).
 */
export async function inlineScriptHashes(buildDir: string, skip: ReadonlySet<string>): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await listFiles(buildDir)) {
    if (!file.endsWith('.html') || skip.has(file)) continue;
    for (const script of inlineScripts(await fs.readFile(path.join(buildDir, file), 'utf8'))) {
      hashes.add(scriptHashSource(script));
    }
  }
  return [...hashes].sort();
}
