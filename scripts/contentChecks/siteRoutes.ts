/**
 * The addresses the site's files make, read without a build: docs, how-tos,
 * rules, posts, blog tags and pages, plus every route of the route contract.
 * Close enough to tell a writer that a link has a typo; the build checks the
 * built routes exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { splitFrontMatter } from './checkFiles';

function filesUnder(root: string, folder: string, pattern: RegExp): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !file.split('/').some((part) => part.startsWith('_')));
}

/** `/docs/a/index` → `/docs/a/`; other routes keep their form. */
function routeOf(base: string, file: string): string {
  const withoutExtension = file.replace(/\.(mdx?|tsx?)$/, '');
  return `${base}/${withoutExtension}`.replace(/\/index$/, '/').replace(/\/{2,}/g, '/');
}

export function knownSiteRoutes(root: string): Set<string> {
  const routes = new Set<string>(['/', '/blog', '/blog/archive', '/blog/tags', '/docs/tags', '/search']);
  for (const [folder, base] of [
    ['docs', '/docs'],
    ['rules', '/rules'],
  ] as const) {
    for (const file of filesUnder(root, folder, /\.mdx?$/)) {
      const { frontMatter } = splitFrontMatter(fs.readFileSync(path.join(root, folder, file), 'utf8'));
      const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : null;
      routes.add(slug?.startsWith('/') ? `${base}${slug}`.replace(/\/$/, '') || base : routeOf(base, file));
    }
  }
  for (const file of filesUnder(root, 'blog', /\.mdx?$/)) {
    const { frontMatter } = splitFrontMatter(fs.readFileSync(path.join(root, 'blog', file), 'utf8'));
    if (typeof frontMatter.slug === 'string') routes.add(`/blog/${frontMatter.slug}`);
  }
  const tagsFile = path.join(root, 'blog/tags.yml');
  if (fs.existsSync(tagsFile)) {
    const tags = (parse(fs.readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, { permalink?: string }>;
    for (const [key, tag] of Object.entries(tags)) routes.add(`/blog/tags${tag.permalink ?? `/${key}`}`);
  }
  for (const file of filesUnder(root, 'src/pages', /\.(mdx?|tsx)$/)) routes.add(routeOf('', file));
  const contract = path.join(root, 'tests/contract/routes.tsv');
  if (fs.existsSync(contract)) {
    for (const line of fs.readFileSync(contract, 'utf8').split('\n').slice(1)) {
      const route = line.split('\t')[0];
      if (route) routes.add(route);
    }
  }
  return routes;
}
