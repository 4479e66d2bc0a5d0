/** Pure helpers of the raw-markdown plugin: where a page's source is served and what it contains. */

export type PathMapping = { from: string; to: string };

/**
 * `/rules/sql-style` → `/rules/sql-style.md`; `/rules/` → `/rules/index.md`.
 * A mapping moves a prefix, e.g. `/docs/postgres-howtos/` → `/postgres-howtos/`.
 */
export function rawPathFor(permalink: string, mappings: readonly PathMapping[] = []): string {
  let path = permalink;
  for (const { from, to } of mappings) {
    if (path.startsWith(from)) {
      path = to + path.slice(from.length);
      break;
    }
  }
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The page as plain Markdown: title and description on top, front matter and MDX comments removed. */
export function toRawMarkdown(source: string, title: string, description: string | undefined): string {
  const body = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^\s*\{\/\*[\s\S]*?\*\/\}\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const lead = description ? `\n\n> ${description}` : '';
  const startsWithTitle = /^#\s/.test(body);
  return `${startsWithTitle ? '' : `# ${title}${lead}\n\n`}${body}\n`;
}
