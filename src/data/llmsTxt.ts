/**
 * What `/llms.txt` and `/llms-full.txt` say about the site besides the page
 * list (written by the raw-markdown plugin after the build).
 */
import type { SiteSection } from '../plugins/raw-markdown/llmsIndex';
import { site } from './site';

export const llmsTxtSettings = {
  summary: site.tagline,
  details:
    'The site documents DBLab Engine (thin clones and branches of PostgreSQL databases), Joe Bot, ' +
    'postgres_ai monitoring and postgres-checkup, and holds a library of practical PostgreSQL how-tos, ' +
    'rules for AI coding assistants and a blog. Every page is also served as Markdown: add `.md` to its ' +
    'address (`/docs/foo/` becomes `/docs/foo.md`), or ask for the page with `Accept: text/markdown`. ' +
    'Each section below has an index of its pages (with a link to each page’s Markdown and a one-line ' +
    'description) and a file with the full Markdown of its pages, lists of posts aside.',
  sectionsTitle: 'Sections',
  fullTextTitle: 'Full text',
  docsFullTextTitle: 'Documentation and how-tos, from their sources',
  otherLanguagesTitle: 'Other languages',
  /** The group of a section's pages that no sidebar lists. */
  restGroupTitle: 'More pages',
  postsGroupTitle: 'Posts, newest first',
  sectionDetails: (rootIndexUrl: string, fullTextUrl: string): string =>
    `Each link leads to the Markdown of a page. The index of the whole site is ${rootIndexUrl}; ` +
    `the full Markdown of this section is ${fullTextUrl}.`,
  sectionFullTextDetails:
    'The Markdown of every page of this section, one after another, in the order of its index. ' +
    'Each page starts with its title and the address of its web page. Lists of blog posts (by page, ' +
    'tag or author) are left out: every post is here in full.',
  fullTextDetails:
    'The full Markdown of the documentation and the PostgreSQL how-to library, one page after another, ' +
    'in the order of llms.txt. Each page starts with its title and the address of its web page.',
  /** Sections made from a sidebar's categories get this title prefix, by sidebar id. */
  sidebarPrefixes: { postgresHowtos: 'Postgres how-tos' } as Readonly<Record<string, string>>,
  /** The section of a docs plugin's pages that no sidebar lists, by plugin id. */
  unlistedTitles: { default: 'More documentation', rules: 'AI rules' } as Readonly<Record<string, string>>,
  /** Docs plugins whose pages `llms-full.txt` carries in full. */
  fullTextPluginIds: ['default'] as readonly string[],
  /** Title of the section of blog posts, which the convention marks as skippable. */
  blogSectionTitle: 'Optional',
} as const;

/**
 * The sections of the site's index, each with its own `llms.txt` (and
 * `llms-full.txt`) in every locale. A page belongs to the first whose prefix
 * its address starts with; the last takes the rest.
 */
export const siteSections: readonly SiteSection[] = [
  {
    id: 'howtos',
    title: 'PostgreSQL how-tos',
    summary: 'Practical, tested recipes for PostgreSQL administration and performance.',
    prefix: '/docs/postgres-howtos/',
    indexPath: '/docs/postgres-howtos/llms.txt',
    fullTextPath: '/docs/postgres-howtos/llms-full.txt',
  },
  {
    id: 'docs',
    title: 'Documentation',
    summary: 'DBLab Engine, Joe Bot, monitoring and checkup: tutorials, how-tos and reference.',
    prefix: '/docs/',
    indexPath: '/docs/llms.txt',
    fullTextPath: '/docs/llms-full.txt',
  },
  {
    id: 'rules',
    title: 'Rules for AI coding assistants',
    summary: 'Rules that AI coding assistants follow when they work with PostgreSQL.',
    prefix: '/rules/',
    indexPath: '/rules/llms.txt',
    fullTextPath: '/rules/llms-full.txt',
  },
  {
    id: 'blog',
    title: 'Blog',
    summary: 'Posts about PostgreSQL and the PostgresAI tools, with their tag and list pages.',
    prefix: '/blog/',
    indexPath: '/blog/llms.txt',
    fullTextPath: '/blog/llms-full.txt',
  },
  {
    id: 'pages',
    title: 'Products, pricing and company',
    summary: 'The home page, product and pricing pages, case studies, events and the company pages.',
    prefix: null,
    indexPath: '/llms-pages.txt',
    fullTextPath: '/llms-pages-full.txt',
  },
];
