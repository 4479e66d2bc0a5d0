/**
 * Writes the preloaded subset of the body font (see src/config/bodyFontSubset.ts).
 * Run after upgrading the font package or changing the subset: npm run fonts:subset
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { bodyFontSource, bodyFontSubsetFile, cutBodyFontSubset } from '../src/config/bodyFontSubset';

const require = createRequire(__filename);

async function main(): Promise<void> {
  const subset = await cutBodyFontSubset(fs.readFileSync(require.resolve(bodyFontSource)));
  fs.writeFileSync(bodyFontSubsetFile, subset);
  console.log(`${bodyFontSubsetFile}: ${(subset.length / 1024).toFixed(1)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
