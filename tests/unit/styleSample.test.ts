// The crawl checks colour contrast on pages that together show every kind of text
// (tests/support/styleSample.ts); these tests pin what counts as a kind of text.
import { describe, expect, it } from 'vitest';
import { coveringPages, textStyles } from '../support/styleSample';

const page = (body: string) => `<!doctype html><html class="docs-doc-id-x plugin-docs"><body>${body}</body></html>`;

describe('text styles of a page', () => {
  it('name text by its element and classes, its nearest container with a class, and its inline style', () => {
    const styles = textStyles(
      page(
        '<div class="markdown"><p>Prose <code>x</code></p><div class="admonition alert--warning"><p>Careful</p></div>' +
          '<td style="text-align:right">42</td><span class="token keyword">select</span><p>  </p></div>',
      ),
    );
    expect([...styles].sort()).toEqual([
      'div.admonition.alert--warning > p',
      'div.markdown > code',
      'div.markdown > p',
      'div.markdown > span.keyword.token',
      'div.markdown > td[style=text-align:right]',
    ]);
  });

  it("leave out classes that name the page, so one page's id does not make its text a kind of its own", () => {
    const a = textStyles(page('<main class="docs-doc-id-a"><h1>A</h1></main>'));
    const b = textStyles(page('<main class="docs-doc-id-b"><h1>B</h1></main>'));
    expect(a).toEqual(b);
  });

  it('ignore scripts and styles', () => {
    expect(textStyles(page('<script>var a = 1;</script><style>p{}</style>')).size).toBe(0);
  });
});

describe('pages that cover every style', () => {
  const styles = new Map([
    ['/a', new Set(['p', 'code'])],
    ['/b', new Set(['p'])],
    ['/c', new Set(['table', 'p'])],
    ['/d', new Set(['code', 'table', 'li'])],
  ]);

  it('keep the required pages and add only pages that show something new', () => {
    expect(coveringPages(styles, ['/b'])).toEqual(['/b', '/d']);
  });

  it('show every style of every page', () => {
    const chosen = coveringPages(styles, []);
    const shown = new Set(chosen.flatMap((path) => [...styles.get(path)!]));
    expect([...shown].sort()).toEqual(['code', 'li', 'p', 'table']);
    expect(chosen).not.toContain('/b');
  });

  it('ignore required pages that are not crawled', () => {
    expect(coveringPages(styles, ['/missing'])).not.toContain('/missing');
  });
});
