/**
 * npm run api:generate
 *
 * Writes openapi/dblab.yaml from the typed contract source in
 * src/data/dblabApi/. Commit what it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderAll } from './dblabApi/render';

const root = path.resolve(__dirname, '..');
const files = renderAll();
for (const [relative, text] of files) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
}
console.log(`[api:generate] wrote ${[...files.keys()].join(', ')}.`);
