/**
 * Rewrites the Docusaurus versions of a package.json for an upgrade rehearsal.
 */

/** The fields of package.json whose `@docusaurus/*` entries follow the rehearsed version. */
export const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'] as const;

export type VersionChange = { field: string; name: string; from: string; to: string };

type PackageJson = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a dependency name belongs to Docusaurus (`@docusaurus/core`, `@docusaurus/faster`...). */
export function isDocusaurusPackage(name: string): boolean {
  return name.startsWith('@docusaurus/');
}

/**
 * Returns a copy of `pkg` with every `@docusaurus/*` dependency (dependencies, devDependencies,
 * optionalDependencies and overrides; an override given as an object gets its "." entry) set to
 * `version`, and the list of what changed. Other entries and the order of keys stay as they were.
 */
export function setDocusaurusVersion(
  pkg: PackageJson,
  version: string,
  versionFor: (name: string) => string = () => version,
): { pkg: PackageJson; changes: VersionChange[] } {
  if (!/^\S+$/.test(version)) throw new Error(`check-upgrade: "${version}" is not a version (expected e.g. 3.10.2)`);
  const copy = structuredClone(pkg);
  const changes: VersionChange[] = [];
  for (const field of dependencyFields) {
    const entries = copy[field];
    if (!isRecord(entries)) continue;
    for (const [name, value] of Object.entries(entries)) {
      if (!isDocusaurusPackage(name)) continue;
      const to = versionFor(name);
      if (typeof value === 'string') {
        if (value !== to) changes.push({ field, name, from: value, to });
        entries[name] = to;
      } else if (isRecord(value) && typeof value['.'] === 'string') {
        if (value['.'] !== to) changes.push({ field, name, from: value['.'], to });
        value['.'] = to;
      }
    }
  }
  return { pkg: copy, changes };
}

/**
 * The version of one package to install for a rehearsal of `wanted`: `wanted` itself when that
 * package publishes it, else, for a prerelease such as `4.0.0-canary-6822`, the newest published
 * prerelease of the same line (`4.0.0-canary-*`), since Docusaurus does not publish every
 * package at every canary; null when neither exists.
 */
export function versionToInstall(wanted: string, published: readonly string[]): string | null {
  if (published.includes(wanted)) return wanted;
  const line = /^(\d+\.\d+\.\d+-[a-z]+)[.-](\d+)$/i.exec(wanted);
  if (!line) return null;
  const candidates = published
    .map((version) => ({ version, match: new RegExp(`^${line[1]!.replace(/\./g, '\\.')}[.-](\\d+)$`).exec(version) }))
    .filter((entry): entry is { version: string; match: RegExpExecArray } => entry.match !== null)
    .sort((a, b) => Number(b.match[1]) - Number(a.match[1]));
  // The newest one not after the wanted prerelease, else the oldest after it.
  const notAfter = candidates.find((entry) => Number(entry.match[1]) <= Number(line[2]));
  return (notAfter ?? candidates[candidates.length - 1])?.version ?? null;
}
