/**
 * npm run api:generate
 *
 * Writes openapi/dblab.yaml and the pages of docs/reference-guides/dblab-api/
 * from the typed contract source in src/data/dblabApi/, and removes pages of
 * operations that no longer exist. Commit what it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pagesDir, renderAll } from './dblabApi/render';

const root = path.resolve(__dirname, '..');
const files = renderAll();
fs.mkdirSync(path.join(root, pagesDir), { recursive: true });
for (const name of fs.readdirSync(path.join(root, pagesDir))) {
  const relative = `${pagesDir}/${name}`;
  if (name.endsWith('.md') && !files.has(relative)) {
    fs.rmSync(path.join(root, relative));
    console.log(`removed ${relative}`);
  }
}
for (const [relative, text] of files) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
}
console.log(
  `[api:generate] wrote ${files.size} files: ${[...files.keys()][0]} and ${files.size - 1} pages in ${pagesDir}/.`,
);
