/**
 * Says, for each patch-package patch, whether it still fits an installed package:
 * each hunk applies, is already in the file (the upstream code contains the change),
 * or matches neither. Uses patch-package's own parser and dry run with the same offset
 * tolerance as the install, so a hunk reported as applying also applies on `npm ci`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

type HunkHeader = { original: { start: number; length: number }; patched: { start: number; length: number } };
type Hunk = { header: HunkHeader };
type Effect =
  | { type: 'patch'; path: string; hunks: Hunk[] }
  | { type: 'file creation' | 'file deletion' | 'mode change'; path: string }
  | { type: 'rename'; fromPath: string; toPath: string };
type PatchPackage = {
  parsePatchFile: (text: string) => Effect[];
  executeEffects: (effects: Effect[], options: { dryRun: boolean; cwd: string; bestEffort: boolean }) => void;
  reversePatch: (effects: Effect[]) => Effect[];
  getPackageDetailsFromPatchFilename: (
    name: string,
  ) => { name: string; version: string; path: string; pathSpecifier: string } | null;
};

function loadPatchPackage(): PatchPackage {
  const { parsePatchFile } = require('patch-package/dist/patch/parse.js') as Pick<PatchPackage, 'parsePatchFile'>;
  const { executeEffects } = require('patch-package/dist/patch/apply.js') as Pick<PatchPackage, 'executeEffects'>;
  const { reversePatch } = require('patch-package/dist/patch/reverse.js') as Pick<PatchPackage, 'reversePatch'>;
  const { getPackageDetailsFromPatchFilename } = require('patch-package/dist/PackageDetails.js') as Pick<
    PatchPackage,
    'getPackageDetailsFromPatchFilename'
  >;
  return { parsePatchFile, executeEffects, reversePatch, getPackageDetailsFromPatchFilename };
}

/** A hunk (or a whole file operation) against the installed file. */
export type HunkStatus = 'applies' | 'already applied' | 'fails';
/**
 * A patch as a whole: every hunk applies; every hunk is already upstream ("no longer needed");
 * some hunks are upstream and the rest apply; or at least one hunk fits neither way.
 */
export type PatchStatus = 'applies' | 'no longer needed' | 'partly upstream' | 'fails';
/** The patch's package against the version in the patch's file name. */
export type VersionStatus = 'same version' | 'changed version' | 'not installed';

export type HunkResult = { file: string; hunk: string; status: HunkStatus; detail?: string };
export type PatchResult = {
  /** Path of the patch relative to the project, e.g. `patches/react-router+5.3.4.patch`. */
  patch: string;
  pkg: string;
  madeFor: string;
  installed: string | null;
  versionStatus: VersionStatus;
  status: PatchStatus;
  hunks: HunkResult[];
  /** Set when the patch file itself cannot be read as a patch. */
  error?: string;
};

/** The `.patch` files under `patchDir`, sorted, relative to it (read at run time: nothing is listed here). */
export function listPatches(patchDir: string): string[] {
  if (!fs.existsSync(patchDir)) return [];
  return fs
    .readdirSync(patchDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.patch'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

function hunkHeader(hunk: Hunk): string {
  const { original, patched } = hunk.header;
  return `@@ -${original.start},${original.length} +${patched.start},${patched.length} @@`;
}

function dryRuns(pp: PatchPackage, effects: Effect[], cwd: string): boolean {
  try {
    pp.executeEffects(effects, { dryRun: true, cwd, bestEffort: false });
    return true;
  } catch {
    return false;
  }
}

function effectFile(effect: Effect): string {
  return effect.type === 'rename' ? effect.fromPath : effect.path;
}

/** The status of one effect (a file's hunk, or a creation, deletion or rename). */
function classifyEffect(pp: PatchPackage, effect: Effect, cwd: string): HunkStatus {
  if (dryRuns(pp, [effect], cwd)) return 'applies';
  if (dryRuns(pp, pp.reversePatch([effect]), cwd)) return 'already applied';
  return 'fails';
}

/** The overall status from the hunks' statuses. */
export function summarizeHunks(statuses: HunkStatus[]): PatchStatus {
  if (statuses.length === 0 || statuses.includes('fails')) return 'fails';
  if (statuses.every((status) => status === 'already applied')) return 'no longer needed';
  if (statuses.includes('already applied')) return 'partly upstream';
  return 'applies';
}

function installedVersion(cwd: string, packagePath: string): string | null {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(cwd, packagePath, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof json.version === 'string' ? json.version : null;
  } catch {
    return null;
  }
}

/**
 * Classifies the patch `patchDir/name` against the packages installed under `cwd`, hunk by hunk.
 * Each hunk is tried alone, forwards then backwards, so one changed hunk does not hide the others.
 */
export function classifyPatch(cwd: string, name: string, patchDir = 'patches'): PatchResult {
  const pp = loadPatchPackage();
  const patch = path.posix.join(patchDir.split(path.sep).join('/'), name);
  const details = pp.getPackageDetailsFromPatchFilename(path.basename(name));
  const pkg = details?.pathSpecifier ?? path.basename(name);
  const madeFor = details?.version ?? 'unknown';
  const installed = details ? installedVersion(cwd, details.path) : null;
  const versionStatus: VersionStatus =
    installed === null ? 'not installed' : installed === madeFor ? 'same version' : 'changed version';
  const base = { patch, pkg, madeFor, installed, versionStatus };
  let effects: Effect[];
  try {
    effects = pp.parsePatchFile(fs.readFileSync(path.join(cwd, patchDir, name), 'utf8'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...base, status: 'fails', hunks: [], error: `the patch cannot be parsed (${message})` };
  }
  const hunks: HunkResult[] = [];
  for (const effect of effects) {
    const file = effectFile(effect);
    if (effect.type !== 'patch') {
      hunks.push({ file, hunk: effect.type, status: classifyEffect(pp, effect, cwd) });
      continue;
    }
    if (!fs.existsSync(path.join(cwd, effect.path))) {
      effect.hunks.forEach((hunk) =>
        hunks.push({ file, hunk: hunkHeader(hunk), status: 'fails', detail: 'the file is not installed' }),
      );
      continue;
    }
    effect.hunks.forEach((hunk) => {
      const status = classifyEffect(pp, { ...effect, hunks: [hunk] }, cwd);
      hunks.push({
        file,
        hunk: hunkHeader(hunk),
        status,
        ...(status === 'fails' ? { detail: 'matches neither the original nor the patched lines' } : {}),
      });
    });
  }
  return { ...base, status: summarizeHunks(hunks.map((hunk) => hunk.status)), hunks };
}

/**
 * Applies the hunks of a patch that are not in the files yet. Only for a patch that fits as a whole
 * (`applies` or `partly upstream`): half of a patch that fails could leave a package inconsistent.
 * Returns false when the patch was left out.
 */
export function applyFittingPatch(cwd: string, name: string, patchDir = 'patches'): boolean {
  const result = classifyPatch(cwd, name, patchDir);
  if (result.status !== 'applies' && result.status !== 'partly upstream') return false;
  const pp = loadPatchPackage();
  const effects = pp.parsePatchFile(fs.readFileSync(path.join(cwd, patchDir, name), 'utf8'));
  for (const effect of effects) {
    if (effect.type !== 'patch') {
      if (classifyEffect(pp, effect, cwd) === 'applies') {
        pp.executeEffects([effect], { dryRun: false, cwd, bestEffort: false });
      }
      continue;
    }
    const pending = effect.hunks.filter((hunk) => classifyEffect(pp, { ...effect, hunks: [hunk] }, cwd) === 'applies');
    if (pending.length > 0)
      pp.executeEffects([{ ...effect, hunks: pending }], { dryRun: false, cwd, bestEffort: false });
  }
  return true;
}
