import { describe, expect, it } from 'vitest';
import { extractSearchRecords } from '@site/src/plugins/search-local/extractSearchRecords';

const page = (body: string, meta = '<meta name="docsearch:docusaurus_tag" content="docs-default-current">') => `
<html lang="en-US"><head><meta name="docsearch:language" content="en">${meta}</head>
<body><nav class="navbar"><a class="navbar__link navbar__link--active" href="/docs/">Docs</a></nav>
<nav aria-label="Breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page" href="/"></a></li>
<li class="breadcrumbs__item">DBLab</li><li class="breadcrumbs__item">Cloning</li></ul></nav>
${body}</body></html>`;

const article = `<article><header><h1>Clones <a class="hash-link" href="#">\u200b</a></h1></header>
<p>A clone is a <code>writable</code> copy.</p>
<h2 id="create">Create a clone<a class="hash-link" href="#create">#</a></h2>
<ul><li>Run the <strong>create</strong> command.</li><li><p>Nested paragraph</p></li></ul>
<h3 id="flags">Flags</h3><table><tr><th>Flag</th><td>--id sets the id</td></tr></table>
<h2 id="reset">Reset</h2><p>Reset discards changes.</p>
<button>Copy</button><nav class="pagination-nav"><p>Next page</p></nav></article>`;

describe('extractSearchRecords', () => {
  it('builds the heading hierarchy with anchors and the section name as lvl0', () => {
    const result = extractSearchRecords(page(article), '/docs/cloning');
    if (!('records' in result)) throw new Error('skipped');
    const { records } = result;
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/cloning',
      hierarchy: { lvl0: 'DBLab', lvl1: 'Clones', lvl2: null },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    const create = records.find((record) => record.type === 'lvl2' && record.hierarchy.lvl2 === 'Create a clone');
    expect(create?.url).toBe('/docs/cloning#create');
    const cell = records.find((record) => record.content === '--id sets the id');
    expect(cell).toMatchObject({ url: '/docs/cloning#flags', hierarchy: { lvl2: 'Create a clone', lvl3: 'Flags' } });
    const reset = records.find((record) => record.content === 'Reset discards changes.');
    // A new h2 clears the deeper levels of the previous section.
    expect(reset?.hierarchy).toMatchObject({ lvl2: 'Reset', lvl3: null });
  });

  it('keeps inline code and emphasis as text and drops buttons, permalinks and pagers', () => {
    const result = extractSearchRecords(page(article), '/docs/cloning');
    if (!('records' in result)) throw new Error('skipped');
    const contents = result.records.map((record) => record.content).filter(Boolean);
    expect(contents).toContain('A clone is a writable copy.');
    expect(contents).toContain('Run the create command.');
    // A list item holding a paragraph is indexed once, through the paragraph.
    expect(contents.filter((text) => text === 'Nested paragraph')).toHaveLength(1);
    expect(contents).not.toContain('Next page');
    expect(contents).not.toContain('Copy');
    expect(result.records.some((record) => /[#\u200b]/.test(record.hierarchy.lvl1 ?? ''))).toBe(false);
  });

  it('skips listings, redirects, pagination and the search and 404 pages', () => {
    const listing = page(article, '<meta name="docsearch:docusaurus_tag" content="blog_posts_list">');
    expect(extractSearchRecords(listing, '/blog')).toEqual({ skipped: 'listing' });
    expect(extractSearchRecords(page(article), '/blog/page/2')).toEqual({ skipped: 'listing' });
    expect(extractSearchRecords(page(article), '/docs/tags/backup')).toEqual({ skipped: 'listing' });
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/docs/"></head><body></body></html>';
    expect(extractSearchRecords(redirect, '/old')).toEqual({ skipped: 'redirect' });
    expect(extractSearchRecords(page(article), '/search')).toEqual({ skipped: 'search' });
    expect(extractSearchRecords(page(article), '/404.html')).toEqual({ skipped: 'not-found' });
    expect(extractSearchRecords(page('<main><p>no title</p></main>'), '/empty')).toEqual({ skipped: 'no-content' });
  });

  it('names the section from the URL when a page has no breadcrumbs', () => {
    const html = `<html><head></head><body><main><h1>Pricing</h1><p>Plans and prices.</p></main></body></html>`;
    const result = extractSearchRecords(html, '/pricing/');
    if (!('records' in result)) throw new Error('skipped');
    expect(result.records[0]?.hierarchy.lvl0).toBe('Pricing');
    expect(result.records[0]?.docusaurus_tag).toBe('default');
  });
});
