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
): { pkg: PackageJson; changes: VersionChange[] } {
  if (!/^\S+$/.test(version)) throw new Error(`check-upgrade: "${version}" is not a version (expected e.g. 3.10.2)`);
  const copy = structuredClone(pkg);
  const changes: VersionChange[] = [];
  for (const field of dependencyFields) {
    const entries = copy[field];
    if (!isRecord(entries)) continue;
    for (const [name, value] of Object.entries(entries)) {
      if (!isDocusaurusPackage(name)) continue;
      if (typeof value === 'string') {
        if (value !== version) changes.push({ field, name, from: value, to: version });
        entries[name] = version;
      } else if (isRecord(value) && typeof value['.'] === 'string') {
        if (value['.'] !== version) changes.push({ field, name, from: value['.'], to: version });
        value['.'] = version;
      }
    }
  }
  return { pkg: copy, changes };
}
