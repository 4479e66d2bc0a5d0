/**
 * Remark plugin: the version line. A page whose runnable ```sql blocks ran
 * in the last full `npm run test:sql` (src/data/sqlVersions.json) gets a
 * `<SqlVersions>` element under its title ("Examples run on PostgreSQL
 * 14–18"), and imports the component; other pages, and pages whose blocks
 * are all `norun`, get nothing. A translated page (i18n/<locale>/...) shows
 * the line of the page it translates.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { SqlPageVersions, SqlVersionsData } from '../../data/sqlPageVersions';
import { mdxDefaultImport } from './mdxImport';

export const sqlVersionsElement = 'SqlVersions';
const sqlVersionsModule = '@site/src/components/SqlVersions';
const siteDir = path.resolve(__dirname, '..', '..', '..');
export const sqlVersionsDataFile = path.join(siteDir, 'src', 'data', 'sqlVersions.json');

type Node = { type: string; depth?: number; children?: Node[] };

/** The content file a page's entry is kept under: "docs/…", "blog/…" or "rules/…", translations mapped back. */
export function sourceKey(filePath: string, root = siteDir): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  const translated = /^i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog|docs-rules)\/(?:current\/)?(.*)$/.exec(
    relative,
  );
  if (!translated) return relative;
  const folder = translated[1] === 'docs' ? 'docs' : translated[1] === 'blog' ? 'blog' : 'rules';
  return `${folder}/${translated[2]}`;
}

export function readSqlVersions(file = sqlVersionsDataFile): SqlVersionsData {
  if (!fs.existsSync(file)) return { majors: [], pages: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SqlVersionsData;
}

function versionsElement(page: SqlPageVersions): Node {
  const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
  const newer = page.someNeed[0];
  return {
    type: 'mdxJsxFlowElement',
    name: sqlVersionsElement,
    attributes: [
      attribute('from', String(page.from)),
      attribute('to', String(page.to)),
      ...(newer === undefined ? [] : [attribute('someNeed', String(newer))]),
    ],
    children: [],
  } as Node;
}

/** Puts the line right after a leading `# Title`, else first in the content (the theme prints the title above). */
export function insertVersionLine(tree: Root, page: SqlPageVersions): void {
  const children = (tree as unknown as Node).children ?? [];
  const titleAt = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const firstContent = children.findIndex((node) => node.type !== 'mdxjsEsm');
  const at = titleAt >= 0 && titleAt === firstContent ? titleAt + 1 : Math.max(firstContent, 0);
  children.splice(at, 0, versionsElement(page));
  children.unshift(mdxDefaultImport(sqlVersionsElement, sqlVersionsModule));
}

export default function remarkSqlVersions() {
  const data = readSqlVersions();
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path) return;
    const page = data.pages[sourceKey(file.path)];
    if (page) insertVersionLine(tree, page);
  };
}
