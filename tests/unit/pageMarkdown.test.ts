import { describe, expect, it } from 'vitest';
import { htmlToMarkdownBlocks } from '@site/src/plugins/raw-markdown/htmlToMarkdown';
import {
  hasNoContent,
  listPagesNote,
  markdownDocuments,
  markdownPartPath,
  markdownPathFor,
  maxMarkdownChars,
  pageDocuments,
} from '@site/src/plugins/raw-markdown/markdownPages';

const pageUrl = 'https://example.org/docs/guide/setup';

function markdownOf(article: string): string {
  const html = `<html><head><title>Setup | Site</title></head><body><nav class="navbar">Menu</nav><main><article>${article}</article></main><footer>Footer</footer></body></html>`;
  const page = htmlToMarkdownBlocks(html, pageUrl);
  if (!page) throw new Error('no Markdown for the page');
  return page.blocks.join('\n\n');
}

describe('htmlToMarkdownBlocks', () => {
  it('writes the title first and leaves out breadcrumbs, heading links, buttons and the edit footer', () => {
    const markdown = markdownOf(
      '<nav class="breadcrumbs">Home</nav><header><h1>Setup</h1></header>' +
        '<div data-search-ignore>5 min read<button>Copy</button></div>' +
        '<h2 id="a">Install<a class="hash-link" href="#a">#</a></h2><p>Run it.</p>' +
        '<footer class="theme-doc-footer">Edit this page</footer>',
    );
    expect(markdown).toBe('# Setup\n\n## Install\n\nRun it.');
  });

  it('makes links and images absolute to the site', () => {
    const markdown = markdownOf(
      '<h1>Setup</h1><p>See <a href="../other/">the other page</a>, <a href="#a">a section</a> and ' +
        '<img src="/img/x.png" alt="a chart"></p>',
    );
    expect(markdown).toContain('[the other page](https://example.org/docs/other/)');
    expect(markdown).toContain('[a section](https://example.org/docs/guide/setup#a)');
    expect(markdown).toContain('![a chart](https://example.org/img/x.png)');
  });

  it('writes code blocks as closed fences with their language, one line per token line', () => {
    const markdown = markdownOf(
      '<h1>Setup</h1><div class="language-sql theme-code-block"><pre class="prism-code"><code>' +
        '<span class="token-line"><span class="token keyword">select</span> 1;</span>' +
        '<span class="token-line">select 2;<br></span></code></pre><button>Run</button></div>' +
        '<pre><code>has ``` inside</code></pre>',
    );
    expect(markdown).toContain('```sql\nselect 1;\nselect 2;\n```');
    expect(markdown).toContain('````\nhas ``` inside\n````');
    expect(markdown).not.toContain('Run');
  });

  it('writes admonitions as quotes headed by their title, and every tab panel under its label', () => {
    const markdown = markdownOf(
      '<h1>Setup</h1><div class="theme-admonition theme-admonition-warning alert">' +
        '<div class="admonitionHeading_abc"><span class="admonitionIcon_x"><svg></svg></span>warning</div>' +
        '<div class="admonitionContent_abc"><p>Back up first.</p></div></div>' +
        '<div class="tabs-container"><ul role="tablist"><li role="tab">Linux</li><li role="tab">macOS</li></ul>' +
        '<div><div role="tabpanel"><p>apt install</p></div><div role="tabpanel" hidden><p>brew install</p></div></div></div>',
    );
    expect(markdown).toContain('> **Warning**\n>\n> Back up first.');
    expect(markdown).toContain('**Linux**\n\napt install\n\n**macOS**\n\nbrew install');
  });

  it('writes tables, nested lists and a diagram drawn twice (one per colour mode) once', () => {
    const markdown = markdownOf(
      '<h1>Setup</h1><table><thead><tr><th>Name</th><th>Value</th></tr></thead>' +
        '<tbody><tr><td>a|b</td><td><code>1</code></td></tr></tbody></table>' +
        '<ul><li>one<ul><li>inner</li></ul></li><li>two</li></ul>' +
        '<ol start="3"><li>three</li></ol>' +
        '<figure><img src="/d-light.svg" alt="Flow: A to B"><img src="/d-dark.svg" alt="Flow: A to B"></figure>',
    );
    expect(markdown).toContain('| Name | Value |\n| --- | --- |\n| a\\|b | `1` |');
    expect(markdown).toContain('- one\n  - inner\n- two');
    expect(markdown).toContain('3. three');
    expect(markdown.match(/Flow: A to B/g)).toHaveLength(1);
  });

  it('writes a table caption in bold above the table', () => {
    const markdown = markdownOf(
      '<h1>Prices</h1><table><caption id=c class=caption_x>Price by <em>instance</em> size</caption>' +
        '<thead><tr><th>Size<th>Price<tbody><tr><td>S<td>$1</table>',
    );
    expect(markdown).toContain('**Price by *instance* size**\n\n| Size | Price |\n| --- | --- |\n| S | $1 |');
  });

  it('takes the title from <title> when the content has no h1, and gives up without a <main>', () => {
    const html = '<html><head><title>Pricing | Site</title></head><body><main><p>Plans.</p></main></body></html>';
    expect(htmlToMarkdownBlocks(html, pageUrl)?.blocks).toEqual(['# Pricing', 'Plans.']);
    expect(htmlToMarkdownBlocks('<html><body><p>x</p></body></html>', pageUrl)).toBeNull();
  });
});

describe('pages of a list of posts', () => {
  const paginator =
    '<nav class=pagination-nav aria-label="Blog list page navigation">' +
    '<a class="pagination-nav__link pagination-nav__link--prev" href=/blog><div class=pagination-nav__label>Newer entries</div></a>' +
    '<a class="pagination-nav__link pagination-nav__link--next" href=/blog/page/3><div class=pagination-nav__label>Older entries</div></a></nav>';
  const listPage = (htmlClass: string, nav: string) =>
    `<html lang=en class="${htmlClass} plugin-blog"><head><title>Blog | Site</title></head><body><main>` +
    `<article><h2>First post</h2><p>Intro.</p></article><article><h2>Second post</h2></article>${nav}</main></body></html>`;

  it('finds the newer and older pages of the blog, a tag and an author, and leaves the paginator out of the text', () => {
    for (const htmlClass of ['blog-wrapper blog-list-page', 'blog-tags-post-list-page', 'blog-authors-posts-page']) {
      const page = htmlToMarkdownBlocks(listPage(htmlClass, paginator), 'https://example.org/blog/page/2');
      expect(page?.listPages).toEqual({
        newer: 'https://example.org/blog',
        older: 'https://example.org/blog/page/3',
      });
      expect(page?.blocks.join('\n')).not.toContain('entries');
      expect(page?.listOfPosts, 'a list of posts stays out of the full-text files').toBe(true);
    }
  });

  it('finds nothing on the first or only page of a list, or on other pages with a previous and next link', () => {
    const only = htmlToMarkdownBlocks(
      listPage('blog-list-page', '<nav class=pagination-nav aria-label="Blog list page navigation"></nav>'),
      'https://example.org/blog',
    );
    expect(only?.listPages).toBeUndefined();
    expect(only?.listOfPosts).toBe(true);
    // A doc's previous and next docs are a sequence of pages, not one list cut in pages.
    const doc = htmlToMarkdownBlocks(listPage('docs-wrapper docs-doc-page', paginator), 'https://example.org/docs/a');
    expect(doc?.listPages).toBeUndefined();
    expect(doc?.listOfPosts).toBe(false);
  });

  it('says under the title where the next and previous pages are, as absolute Markdown links', () => {
    const note = listPagesNote(
      { newer: 'https://example.org/blog.md', older: 'https://example.org/blog/page/3.md' },
      'https://example.org/blog/llms.txt',
    );
    expect(note).toBe(
      '> This list of posts is split into pages, newest first. ' +
        '[Next page](https://example.org/blog/page/3.md) (older posts). ' +
        '[Previous page](https://example.org/blog.md) (newer posts). ' +
        'Every post is listed in https://example.org/blog/llms.txt.',
    );
    expect(listPagesNote({ older: 'https://example.org/blog/page/2.md' }, 'https://example.org/blog/llms.txt')).toBe(
      '> This list of posts is split into pages, newest first. [Next page](https://example.org/blog/page/2.md) ' +
        '(older posts). Every post is listed in https://example.org/blog/llms.txt.',
    );
  });
});

describe('the first line of a page of a list of posts', () => {
  const nav = (newer?: string, older?: string) =>
    '<nav class=pagination-nav aria-label="Blog list page navigation">' +
    (newer ? `<a class="pagination-nav__link pagination-nav__link--prev" href=${newer}>Newer entries</a>` : '') +
    (older ? `<a class="pagination-nav__link pagination-nav__link--next" href=${older}>Older entries</a>` : '') +
    '</nav>';
  const html = (htmlClass: string, paginator: string) =>
    `<html lang=en class="${htmlClass}"><head><title>Blog | Site</title></head><body><main>` +
    `<article><h2>A post</h2><p>Intro.</p></article>${paginator}</main></body></html>`;
  /** The first Markdown file of a built page, converted as the build does it. */
  const document = (pageUrl: string, page: string) => {
    const converted = htmlToMarkdownBlocks(page, pageUrl);
    if (!converted) throw new Error(`no Markdown for ${pageUrl}`);
    return (
      pageDocuments(converted, {
        pageUrl,
        indexUrl: 'https://example.org/llms.txt',
        sectionIndexUrl: 'https://example.org/blog/llms.txt',
        markdownUrlOf: (url) => `${url.replace(/\/$/, '')}.md`,
        partUrl: () => `${pageUrl}.md`,
      })[0] ?? ''
    );
  };

  it('names the web page on the first page of a list and on any other page, whatever its address', () => {
    const first = document('https://example.org/blog', html('blog-list-page', nav(undefined, '/blog/page/2')));
    expect(first.split('\n', 1)[0]).toContain('Web page: https://example.org/blog');
    // The converter, not the address, tells a later page of a list: a doc may end in /page/2.
    const doc = document('https://example.org/docs/page/2', html('docs-doc-page', nav('/docs/page/1', '/docs/page/3')));
    expect(doc.split('\n', 1)[0]).toContain('Web page: https://example.org/docs/page/2');
  });

  it('on a later page, leaves its own address out, so the first list address an agent reads is the next page', () => {
    for (const [later, htmlClass] of [
      ['https://example.org/blog/page/3', 'blog-list-page'],
      ['https://example.org/blog/tags/locks/page/12', 'blog-tags-post-list-page'],
    ] as const) {
      const previous = later.replace(/\d+$/, (n) => String(Number(n) - 1));
      const next = later.replace(/\d+$/, (n) => String(Number(n) + 1));
      const text = document(later, html(htmlClass, nav(previous, next)));
      expect(text.split('\n', 1)[0], 'the pointer to llms.txt still comes first').toMatch(/^> .*\/llms\.txt\b/);
      const firstListAddress = /https:\/\/\S+?\/page\/\d+(?:\.md)?/.exec(text)?.[0];
      expect(
        firstListAddress,
        'the page’s own address came before the next page: afdocs (single-fetch-completeness) and agents read it as the continuation',
      ).toBe(`${next}.md`);
    }
  });
});

describe('markdownPathFor', () => {
  it('serves a page at its address plus .md, a folder address included', () => {
    expect(markdownPathFor('/docs/foo')).toBe('/docs/foo.md');
    expect(markdownPathFor('/docs/foo/')).toBe('/docs/foo.md');
    expect(markdownPathFor('/')).toBe('/index.md');
    expect(markdownPartPath('/docs/foo.md', 1)).toBe('/docs/foo.md');
    expect(markdownPartPath('/docs/foo.md', 3)).toBe('/docs/foo.part-3.md');
  });
});

describe('hasNoContent', () => {
  const page = '<html><head><title>A page</title></head><body><main><p>Text.</p></main></body></html>';

  it('skips the 404 and search pages, client-side redirects and the shells of client-side routes', () => {
    expect(hasNoContent('/404.html', page)).toBe(true);
    expect(hasNoContent('/search', page)).toBe(true);
    expect(hasNoContent('/old/', '<html><head><meta http-equiv="refresh" content="0; url=/new/"></head></html>')).toBe(
      true,
    );
    // `/chats/:chatId` is a pattern the server answers for every id with the same shell; it is not a page to list.
    expect(hasNoContent('/chats/:chatId', page)).toBe(true);
    expect(hasNoContent('/chats/:chatId/', page)).toBe(true);
  });

  it('keeps every other page, colons in a page name included', () => {
    expect(hasNoContent('/docs/foo', page)).toBe(false);
    expect(hasNoContent('/blog/tags/ci:cd', page)).toBe(false);
    expect(hasNoContent('/', page)).toBe(false);
  });
});

describe('markdownDocuments', () => {
  const common = {
    title: 'Big',
    webPageUrl: 'https://example.org/docs/big',
    indexUrl: 'https://example.org/llms.txt',
    partUrl: (part: number) => `https://example.org/docs/big${part > 1 ? `.part-${part}` : ''}.md`,
  };

  it('starts a page that fits with the one-line pointer to llms.txt', () => {
    const [only, ...rest] = markdownDocuments({ ...common, blocks: ['# Big', 'Short.'] });
    expect(rest).toHaveLength(0);
    expect(only?.split('\n')[0]).toMatch(/^> .*https:\/\/example\.org\/llms\.txt/);
    expect(only).toContain('# Big\n\nShort.');
  });

  it('splits a long page into parts under the limit that link to each other, fences closed', () => {
    const paragraph = 'word '.repeat(2_000).trim();
    const code = `\`\`\`sql\n${'select 1;\n'.repeat(9_000)}\`\`\``;
    const blocks = ['# Big', ...Array.from({ length: 20 }, () => paragraph), code];
    const parts = markdownDocuments({ ...common, blocks });
    expect(parts.length).toBeGreaterThan(2);
    parts.forEach((text, index) => {
      expect(text.length, `part ${index + 1} is over the limit`).toBeLessThanOrEqual(maxMarkdownChars);
      expect(text.startsWith('> '), `part ${index + 1} does not start with the pointer`).toBe(true);
      expect((text.match(/^```/gm) ?? []).length % 2, `part ${index + 1} leaves a fence open`).toBe(0);
      if (index < parts.length - 1) expect(text).toContain(common.partUrl(index + 2));
    });
    const words = parts.join('\n').match(/\bword\b/g) ?? [];
    expect(words).toHaveLength(20 * 2_000);
  });
});
