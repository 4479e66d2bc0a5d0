import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { missingEndTags, withExplicitEndTags } from '@site/src/plugins/explicitEndTags';

/** The tree a conforming parser builds, written back out: equal for two pages that only differ in optional tags. */
const tree = (html: string) => serialize(parse(html));

/** A page as the minifier writes it: unquoted attributes, optional end tags left out. */
const minified =
  '<!doctype html><html lang=en><head><meta charset=UTF-8><title>Setup | Site</title>' +
  '<script>var s="<li>not markup</li>"</script></head><body>' +
  '<nav><a class=navbar__brand href=/>Home</a><ul><li><a href=/docs/>Docs</a><li><a href=/blog>Blog</a></ul></nav>' +
  '<main><article><p>First paragraph<p>Second paragraph<div>block after a paragraph</div>' +
  '<table><thead><tr><th>Key<th>Meaning<tbody><tr><td><code>a</code><td>one<tr><td>b<td>two</table>' +
  '<dl><dt>Term<dd>Definition</dl><select><option>One<option>Two</select>' +
  '<svg viewBox="0 0 1 1"><path d="M0 0"/><use href=#x /></svg>' +
  '<template><li>in a template</template></article></main>' +
  '<footer><ul><li>Left<li>Right</ul></footer></body>';

describe('withExplicitEndTags', () => {
  it('writes each optional end tag where the parser ends the element', () => {
    const page = '<!doctype html><html><head></head><body><ul><li>a<li>b</ul><p>x<div>y</div></body>';
    expect(withExplicitEndTags(page)).toBe(
      '<!doctype html><html><head></head><body><ul><li>a</li><li>b</li></ul><p>x</p><div>y</div></body></html>',
    );
  });

  it('closes cells, rows and the table body innermost first where one end tag ends them all', () => {
    const page =
      '<!doctype html><html><head></head><body><table><thead><tr><th>k<th>v<tbody><tr><td>1<td>2</table></body></html>';
    expect(withExplicitEndTags(page)).toBe(
      '<!doctype html><html><head></head><body><table><thead><tr><th>k</th><th>v</th></tr></thead>' +
        '<tbody><tr><td>1</td><td>2</td></tr></tbody></table></body></html>',
    );
  });

  it('keeps the tree of a minified page, and leaves nothing open in it', () => {
    const explicit = withExplicitEndTags(minified);
    expect(explicit).not.toBe(minified);
    expect(tree(explicit)).toBe(tree(minified));
    expect(missingEndTags(explicit)).toEqual([]);
    // Scripts, self-closing SVG elements and void elements stay as they were.
    expect(explicit).toContain('<script>var s="<li>not markup</li>"</script>');
    expect(explicit).toContain('<path d="M0 0"/><use href=#x /></svg>');
    expect(explicit).toContain('<meta charset=UTF-8><title>');
    expect(explicit).toContain('<template><li>in a template</li></template>');
  });

  it('changes nothing in a page that leaves no end tag out, and nothing the second time', () => {
    const explicit = withExplicitEndTags(minified);
    expect(withExplicitEndTags(explicit)).toBe(explicit);
  });

  it('leaves a page alone when an element without an optional end tag is left open', () => {
    // The parser ends <b> at </p> and opens it again in the next paragraph: a </b> there would change the tree.
    const misnested = '<!doctype html><html><head></head><body><p><b>bold</p><p>more</p></body></html>';
    expect(missingEndTags(misnested).map(({ tagName }) => tagName)).toContain('b');
    expect(withExplicitEndTags(misnested)).toBe(misnested);
  });
});
