/**
 * Checks the exact replacements of scripts/patch-docsearch.mjs one by one against an installed
 * project, through the functions that script exports, and optionally writes the ones that apply.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Replacement = { defect: string; from: string; to: string };
export type DocsearchModule = {
  targets: { module: string; replacements: Replacement[] }[];
  applyReplacements: (
    source: string,
    list: Replacement[],
    file?: string,
  ) => { patched: string; applied: string[]; alreadyInPlace: string[] };
};
export type ReplacementResult = {
  module: string;
  version: string | null;
  defect: string;
  status: 'applies' | 'already applied' | 'fails';
  detail?: string;
};

/** Loads the replacement script of the project at `cwd` (the copy being rehearsed, not this checkout). */
export async function loadDocsearchScript(cwd: string): Promise<DocsearchModule> {
  const file = path.join(cwd, 'scripts/patch-docsearch.mjs');
  return (await import(pathToFileURL(file).href)) as DocsearchModule;
}

function packageVersion(file: string): string | null {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (json.name && json.version) return json.version;
  }
  return null;
}

/**
 * Tries each replacement alone, in order, on each target file of the project at `cwd`.
 * With `write`, the file gets the replacements that applied (those that fail are left out).
 */
export function checkReplacements(script: DocsearchModule, cwd: string, write = false): ReplacementResult[] {
  const resolve = createRequire(path.join(cwd, 'package.json')).resolve;
  const results: ReplacementResult[] = [];
  for (const target of script.targets) {
    let file: string;
    try {
      file = resolve(target.module);
    } catch {
      for (const { defect } of target.replacements) {
        results.push({ module: target.module, version: null, defect, status: 'fails', detail: 'module not installed' });
      }
      continue;
    }
    const version = packageVersion(file);
    const original = fs.readFileSync(file, 'utf8');
    let text = original;
    for (const replacement of target.replacements) {
      try {
        const outcome = script.applyReplacements(text, [replacement], target.module);
        text = outcome.patched;
        const status = outcome.applied.length > 0 ? 'applies' : 'already applied';
        results.push({ module: target.module, version, defect: replacement.defect, status });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const counts = /found the target \d+ and the result \d+ times/.exec(message)?.[0] ?? message.split('\n')[0];
        results.push({ module: target.module, version, defect: replacement.defect, status: 'fails', detail: counts });
      }
    }
    if (write && text !== original) fs.writeFileSync(file, text);
  }
  return results;
}
