/** Reads the route contract (tests/contract/routes.tsv). */
import fs from 'node:fs';
import path from 'node:path';

export type RouteKind =
  'page' | 'doc' | 'blog-post' | 'blog-list' | 'blog-tag' | 'docs-tag' | 'redirect-from' | 'dynamic' | 'not-found';

export type ContractRoute = { route: string; kind: RouteKind; detail: string };

export const routeContractPath = path.resolve(__dirname, '../contract/routes.tsv');

export function parseRouteContract(tsv: string): ContractRoute[] {
  const [header, ...rows] = tsv.split('\n').filter((line) => line.trim() !== '');
  if (header?.split('\t').join(',') !== 'route,kind,detail') {
    throw new Error('routes.tsv must start with the header "route<TAB>kind<TAB>detail"');
  }
  return rows.map((row, index) => {
    const [route, kind, detail = ''] = row.split('\t');
    if (!route || !kind) throw new Error(`routes.tsv row ${index + 2} is incomplete: ${row}`);
    return { route, kind: kind as RouteKind, detail };
  });
}

export function readRouteContract(): ContractRoute[] {
  return parseRouteContract(fs.readFileSync(routeContractPath, 'utf8'));
}

/** The target of a `redirect-from` row (`to /path`). */
export function redirectTarget(row: ContractRoute): string {
  const match = /^to (\S+)$/.exec(row.detail);
  if (!match?.[1]) throw new Error(`redirect row ${row.route} has no "to <target>" detail`);
  return match[1];
}
