/**
 * The addresses the site's files make, read without a build: docs, how-tos,
 * rules, posts, blog tags and pages, plus every route of the route contract.
 * `docRoute`, `blogPostRoute` and `pageRoute` follow the rules the docs, blog
 * and pages plugins use for a file's permalink (front matter `slug`, `index`
 * files as their folder, number prefixes dropped, dated post file names); the
 * build checks the built routes exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { splitFrontMatter } from './checkFiles';

/** Files under `root/folder` matching `pattern`, `/`-separated and relative to the folder; `_` parts are private. */
export function filesUnder(root: string, folder: string, pattern: RegExp): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

const join = (...parts: string[]): string => parts.join('/').replace(/\/{2,}/g, '/');
/** `01-intro` → `intro`, as the docs plugin's default number prefix parser does. */
const withoutNumberPrefix = (part: string): string => part.replace(/^\d+\s*[-_.]+\s*(?=[^\d])/, '');

/**
 * The route of a docs-plugin file (`docs/` or `rules/`): `base` is the
 * plugin's route base (`/docs`), `file` the path inside its folder.
 */
export function docRoute(base: string, file: string, frontMatter: Record<string, unknown>): string {
  const parts = file
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(withoutNumberPrefix);
  const name = parts.pop() ?? '';
  const dir = parts.join('/');
  const { slug, id } = frontMatter;
  if (typeof slug === 'string') return slug.startsWith('/') ? join(base, slug) : join(base, dir, slug);
  const isIndex = /^(index|readme)$/i.test(name) || (parts.length > 0 && name === parts[parts.length - 1]);
  if (typeof id === 'string') return join(base, dir, id);
  return isIndex ? join(base, dir, '') : join(base, dir, name);
}

/** A post's date: front matter `date`, else the `YYYY-MM-DD-` of its file or folder name; ISO 8601 or null. */
export function blogPostDate(file: string, frontMatter: Record<string, unknown>): string | null {
  const { date } = frontMatter;
  if (date instanceof Date) return date.toISOString();
  if (typeof date === 'string' && !Number.isNaN(new Date(date).getTime())) return new Date(date).toISOString();
  const match = /(?:^|\/)(\d{4})-(\d{2})-(\d{2})-/.exec(file);
  return match ? `${match[1]}-${match[2]}-${match[3]}T00:00:00.000Z` : null;
}

/** The route of a post under `blog/`: front matter `slug`, else `/blog/YYYY/MM/DD/name` from a dated name. */
export function blogPostRoute(file: string, frontMatter: Record<string, unknown>): string {
  const { slug } = frontMatter;
  if (typeof slug === 'string') return join('/blog', slug);
  const name = file.replace(/(\/index)?\.mdx?$/, '');
  const dated = /^(?:.*\/)?(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
  return dated ? join('/blog', dated[1]!, dated[2]!, dated[3]!, dated[4]!) : join('/blog', name);
}

/** The route of a file under `src/pages/`: `index` files are their folder (`/pricing/`). */
export function pageRoute(file: string): string {
  return join('', file.replace(/\.(mdx?|tsx?)$/, '')).replace(/(^|\/)index$/, '/');
}

export function knownSiteRoutes(root: string): Set<string> {
  const routes = new Set<string>(['/', '/blog', '/blog/archive', '/blog/tags', '/docs/tags', '/search']);
  for (const [folder, base] of [
    ['docs', '/docs'],
    ['rules', '/rules'],
  ] as const) {
    for (const file of filesUnder(root, folder, /\.mdx?$/)) {
      const { frontMatter } = splitFrontMatter(fs.readFileSync(path.join(root, folder, file), 'utf8'));
      const route = docRoute(base, file, frontMatter);
      routes.add(route);
      // Links to a slug's folder route often leave out its trailing slash.
      if (typeof frontMatter.slug === 'string') routes.add(route.replace(/(.)\/$/, '$1'));
    }
  }
  for (const file of filesUnder(root, 'blog', /\.mdx?$/)) {
    const { frontMatter } = splitFrontMatter(fs.readFileSync(path.join(root, 'blog', file), 'utf8'));
    if (typeof frontMatter.slug === 'string') routes.add(blogPostRoute(file, frontMatter));
  }
  const tagsFile = path.join(root, 'blog/tags.yml');
  if (fs.existsSync(tagsFile)) {
    const tags = (parse(fs.readFileSync(tagsFile, 'utf8')) ?? {}) as Record<string, { permalink?: string }>;
    for (const [key, tag] of Object.entries(tags)) routes.add(`/blog/tags${tag.permalink ?? `/${key}`}`);
  }
  for (const file of filesUnder(root, 'src/pages', /\.(mdx?|tsx)$/)) routes.add(pageRoute(file));
  const contract = path.join(root, 'tests/contract/routes.tsv');
  if (fs.existsSync(contract)) {
    for (const line of fs.readFileSync(contract, 'utf8').split('\n').slice(1)) {
      const route = line.split('\t')[0];
      if (route) routes.add(route);
    }
  }
  return routes;
}
