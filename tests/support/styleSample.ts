/**
 * Which pages the crawl checks for colour contrast. Contrast comes from the stylesheet: text of
 * the same kind (the same element and classes, inside the same kind of container, with the same
 * inline style) has the same colours on every page. So contrast is checked on a set of pages
 * that together show every kind of text of the crawled pages, found in the built HTML, instead
 * of on every page again. Every other axe rule still runs on every page.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** Classes that name the page rather than a style: the page's id, plugin and layout wrappers. */
const pageClass = /^(docs-doc-id-|docs-version-|plugin-|blog-post-id|docs-wrapper|blog-wrapper|mdx-page|main-wrapper)/;
const skipped = new Set(['script', 'style', 'noscript', 'template']);

const isElement = (node: AnyNode | null): node is Element => node !== null && node.type === 'tag';

function styleKey(element: Element): string {
  const classes = (element.attribs['class'] ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !pageClass.test(name))
    .sort();
  return [element.name, ...classes].join('.');
}

/**
 * The kinds of text a page shows: for each element with text of its own, its tag and classes,
 * those of its nearest ancestor with a class, and its inline style.
 */
export function textStyles(html: string): Set<string> {
  const $ = cheerio.load(html, { xml: { xmlMode: false } });
  const styles = new Set<string>();
  $('body *').each((_, element) => {
    if (skipped.has(element.name)) return;
    if (!element.children.some((child) => child.type === 'text' && child.data.trim() !== '')) return;
    let container: AnyNode | null = element.parent;
    while (isElement(container) && !container.attribs['class']) container = container.parent;
    const inline = element.attribs['style'] ? `[style=${element.attribs['style']}]` : '';
    styles.add(`${isElement(container) ? styleKey(container) : 'body'} > ${styleKey(element)}${inline}`);
  });
  return styles;
}

/**
 * Pages that together show every style of `stylesByPage`, starting from `required`: each next
 * page is the one that adds the most styles not yet shown (the first such page on a tie).
 */
export function coveringPages(stylesByPage: ReadonlyMap<string, ReadonlySet<string>>, required: string[]): string[] {
  const chosen = [...new Set(required.filter((page) => stylesByPage.has(page)))];
  const shown = new Set(chosen.flatMap((page) => [...stylesByPage.get(page)!]));
  for (;;) {
    let best: string | null = null;
    let gain = 0;
    for (const [page, styles] of stylesByPage) {
      let added = 0;
      for (const style of styles) if (!shown.has(style)) added += 1;
      if (added > gain) [best, gain] = [page, added];
    }
    if (best === null) return chosen;
    chosen.push(best);
    for (const style of stylesByPage.get(best)!) shown.add(style);
  }
}
