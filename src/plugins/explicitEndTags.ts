/**
 * Writes out the end tags that the HTML minifier leaves out.
 *
 * The minifier drops every end tag that HTML lets a parser imply: `</p>`,
 * `</li>`, `</td>`, `</th>`, `</tr>`, `</thead>`, `</tbody>`, `</dt>`,
 * `</dd>`, `</option>`, `</html>`. Browsers and conforming parsers build the
 * same tree without them, but the light parsers that many agents, scrapers
 * and checkers use do not: they keep a row or a cell open to the end of the
 * document, or drop the elements they never see closed, `<main>` and
 * `<article>` among them, and then take the whole page, scripts and styles
 * included, for its content.
 *
 * Each end tag goes exactly where a conforming parser ends the element, so
 * the tree stays the same. Only the end tags HTML calls optional are added:
 * a page where any other element is left open (markup the parser repairs,
 * where an added end tag could change the tree) is returned as it was.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements that never have an end tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose end tag HTML lets a page leave out ("optional tags" in the HTML standard). */
export const optionalEndTags = new Set([
  'html',
  'head',
  'body',
  'li',
  'dt',
  'dd',
  'p',
  'rt',
  'rp',
  'optgroup',
  'option',
  'colgroup',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
]);

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

type MissingEndTag = { offset: number; tagName: string };

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  const children: Node[] = 'childNodes' in node ? [...node.childNodes] : [];
  if (isElement(node) && node.tagName === 'template' && 'content' in node) children.push(node.content as Node);
  return children;
}

/**
 * Every element of the page that has a start tag and no end tag, with the
 * place where the parser ended it; innermost first where several end at one
 * place (a `</table>` that also ends a cell, its row and the table body).
 */
export function missingEndTags(html: string): MissingEndTag[] {
  const found: MissingEndTag[] = [];
  const visit = (node: Node) => {
    childrenOf(node).forEach(visit);
    if (!isElement(node) || voidElements.has(node.tagName)) return;
    const location = node.sourceCodeLocation;
    // Elements without a start tag of their own (a table body the parser
    // added) need no end tag either.
    if (!location?.startTag || location.endTag) return;
    // `<path … />` in SVG or MathML is complete as it is.
    if (node.namespaceURI !== htmlNamespace && html.slice(0, location.startTag.endOffset).endsWith('/>')) return;
    found.push({ offset: location.endOffset, tagName: node.tagName });
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  // Children are visited before their parents, so a stable sort by offset
  // keeps the inner element's end tag first.
  return found.sort((a, b) => a.offset - b.offset);
}

/** The page with every optional end tag written out; unchanged when it needs none or leaves other elements open. */
export function withExplicitEndTags(html: string): string {
  const missing = missingEndTags(html);
  if (missing.length === 0 || missing.some(({ tagName }) => !optionalEndTags.has(tagName))) return html;
  let result = '';
  let done = 0;
  for (const { offset, tagName } of missing) {
    result += `${html.slice(done, offset)}</${tagName}>`;
    done = offset;
  }
  return result + html.slice(done);
}
