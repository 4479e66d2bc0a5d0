/**
 * npm run api:generate
 *
 * Writes openapi/dblab.yaml and the pages of docs/reference-guides/dblab-api/
 * (the overview, the schemas, a landing page per tag and a page per operation
 * in a folder per tag) from the typed contract source in src/data/dblabApi/.
 * Removes the pages it no longer writes, in the subfolders too, with any
 * folder left empty, so a renamed or deleted operation leaves no page behind.
 * Commit what it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pagesDir, renderAll } from './dblabApi/render';

const root = path.resolve(__dirname, '..');
const files = renderAll();

/** Removes generated files (Markdown, MDX, category files) that `renderAll` no longer returns; true when `dir` ends up empty. */
function removeStale(dir: string): boolean {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (removeStale(relative)) {
        fs.rmdirSync(path.join(root, relative));
        console.log(`removed ${relative}/`);
      }
    } else if (/\.mdx?$|^_category_\.(json|ya?ml)$/.test(entry.name) && !files.has(relative)) {
      fs.rmSync(path.join(root, relative));
      console.log(`removed ${relative}`);
    }
  }
  return fs.readdirSync(path.join(root, dir)).length === 0;
}

fs.mkdirSync(path.join(root, pagesDir), { recursive: true });
removeStale(pagesDir);
for (const [relative, text] of files) {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
}
const pages = [...files.keys()].filter((file) => file.startsWith(`${pagesDir}/`));
console.log(
  `[api:generate] wrote ${files.size} files: ${[...files.keys()][0]} and ${pages.length} pages in ${pagesDir}/.`,
);
