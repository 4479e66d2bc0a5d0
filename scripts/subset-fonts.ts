/**
 * Writes the committed font subsets (see src/config/fontSubsets.ts).
 * Run after upgrading a font package or changing a subset: npm run fonts:subset
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { cutSubset, fontSubsets } from '../src/config/fontSubsets';

const require = createRequire(__filename);

async function main(): Promise<void> {
  for (const subset of fontSubsets) {
    const cut = await cutSubset(subset, fs.readFileSync(require.resolve(subset.source)));
    fs.writeFileSync(subset.file, cut);
    console.log(`${subset.file}: ${(cut.length / 1024).toFixed(1)} KiB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
