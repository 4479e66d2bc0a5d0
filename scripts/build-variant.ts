/**
 * npm run build:variant -- <configured|typesense>
 *
 * Builds the English site with a variant's settings (tests/support/buildVariants.ts)
 * into the variant's own folder, for the end-to-end tests. Builds share
 * Docusaurus's generated folder: run one build at a time.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildVariants, isBuildVariantName } from '../tests/support/buildVariants';

const root = path.resolve(__dirname, '..');
const name = process.argv[2] ?? '';
if (!isBuildVariantName(name)) {
  console.error(`Name a build variant: npm run build:variant -- <${Object.keys(buildVariants).join('|')}>`);
  process.exit(2);
}
const variant = buildVariants[name];
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'docusaurus'),
  ['build', '--locale', 'en', '--out-dir', variant.outDir],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...variant.env } },
);
process.exit(result.status ?? 1);
