/**
 * What `/llms.txt` and `/llms-full.txt` say about the site besides the page
 * list (written by the raw-markdown plugin after the build).
 */
import { site } from './site';

export const llmsTxtSettings = {
  summary: site.tagline,
  details: (fullTextUrl: string): string =>
    'The site documents DBLab Engine (thin clones and branches of PostgreSQL databases), Joe Bot, ' +
    'postgres_ai monitoring and postgres-checkup, and holds a library of practical PostgreSQL how-tos ' +
    'and rules for AI coding assistants. Each link below leads to the Markdown source of a page; ' +
    'the blog posts under "Optional" link to their web pages. ' +
    `[llms-full.txt](${fullTextUrl}) holds the full Markdown of the documentation and the how-to library.`,
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
