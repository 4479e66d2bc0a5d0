import { describe, expect, it } from 'vitest';
import { withMarkdownPointers } from '@site/src/plugins/raw-markdown/htmlPointers';
import { metaDescription } from '@site/src/plugins/raw-markdown/htmlToMarkdown';
import { llmsTxtTexts } from '@site/src/data/llmsTxt';
import {
  groupPages,
  indexPartPath,
  sectionIndexFiles,
  sectionOf,
  type IndexedPage,
  type SiteSection,
} from '@site/src/plugins/raw-markdown/llmsIndex';

const sections: SiteSection[] = [
  {
    id: 'howtos',
    title: 'How-tos',
    summary: 'Recipes.',
    prefix: '/docs/howtos/',
    indexPath: '/docs/howtos/llms.txt',
    fullTextPath: '/docs/howtos/llms-full.txt',
  },
  {
    id: 'docs',
    title: 'Docs',
    summary: 'Docs.',
    prefix: '/docs/',
    indexPath: '/docs/llms.txt',
    fullTextPath: '/docs/llms-full.txt',
  },
  {
    id: 'pages',
    title: 'Pages',
    summary: 'The rest.',
    prefix: null,
    indexPath: '/llms-pages.txt',
    fullTextPath: '/llms-pages-full.txt',
  },
];

describe('sectionOf', () => {
  it('takes the first section whose prefix the page starts with, and the catch-all for the rest', () => {
    expect(sectionOf('/docs/howtos/a', sections)?.id).toBe('howtos');
    expect(sectionOf('/docs/howtos/', sections)?.id).toBe('howtos');
    expect(sectionOf('/docs', sections)?.id).toBe('docs');
    expect(sectionOf('/pricing', sections)?.id).toBe('pages');
    expect(indexPartPath('/docs/llms.txt', 1)).toBe('/docs/llms.txt');
    expect(indexPartPath('/docs/llms.txt', 2)).toBe('/docs/llms-2.txt');
  });
});

describe('groupPages', () => {
  it('keeps the sidebar order and puts pages no group names last, once each', () => {
    const page = (route: string): IndexedPage => ({ route, title: route, markdownUrl: `https://x.test${route}.md` });
    const groups = groupPages(
      [page('/docs/b'), page('/docs/a'), page('/docs/z'), page('/docs/c/')],
      [
        { title: 'First', routes: ['/docs/b', '/docs/a'] },
        { title: 'Again', routes: ['/docs/a', '/docs/c'] },
      ],
      'More',
    );
    expect(groups.map((group) => [group.title, group.pages.map((p) => p.route)])).toEqual([
      ['First', ['/docs/b', '/docs/a']],
      ['Again', ['/docs/c/']],
      ['More', ['/docs/z']],
    ]);
  });
});

describe('sectionIndexFiles', () => {
  const absolute = (p: string) => `https://x.test${p}`;
  const pages = Array.from({ length: 400 }, (_, index) => ({
    route: `/docs/page-${index}`,
    title: `Page ${index}`,
    description: 'A description of the page that is long enough to matter. '.repeat(4),
    markdownUrl: `https://x.test/docs/page-${index}.md`,
  }));

  it('writes one index when it fits, with every page linked to its Markdown', () => {
    const [only, ...rest] = sectionIndexFiles({
      siteTitle: 'Site',
      section: sections[1]!,
      groups: [{ title: 'Guides', pages: pages.slice(0, 10) }],
      details: 'Details.',
      partsSentence: llmsTxtTexts.en.indexParts,
      absolute,
    });
    expect(rest).toHaveLength(0);
    expect(only).toMatch(/^# Site: Docs\n\n> Docs\.\n/);
    expect(only).toContain('## Guides\n\n- [Page 0](https://x.test/docs/page-0.md): A description');
  });

  it('shortens descriptions, then splits into parts under the limit that name each other', () => {
    const files = sectionIndexFiles({
      siteTitle: 'Site',
      section: sections[1]!,
      groups: [{ title: 'Guides', pages }],
      details: 'Details.',
      partsSentence: llmsTxtTexts.en.indexParts,
      absolute,
      maxChars: 20_000,
    });
    expect(files.length).toBeGreaterThan(1);
    for (const [index, text] of files.entries()) {
      expect(text.length, `part ${index + 1}`).toBeLessThanOrEqual(20_000);
      expect(text).toContain('https://x.test/docs/llms-2.txt');
    }
    const linked = files.join('\n').match(/^- \[Page \d+\]/gm) ?? [];
    expect(linked).toHaveLength(pages.length);
  });

  it('says where the parts are in the phrase it is given', () => {
    const [first] = sectionIndexFiles({
      siteTitle: 'Site',
      section: sections[1]!,
      groups: [{ title: 'Guides', pages }],
      details: 'Подробности.',
      partsSentence: llmsTxtTexts.ru.indexParts,
      absolute,
      maxChars: 20_000,
    });
    expect(first, 'the parts sentence should follow the details, in the locale of partsSentence').toMatch(
      /\n\nПодробности\. Индекс разделён на \d+ част(и|ей); это часть 1: https:\/\/x\.test\/docs\/llms\.txt, https:\/\/x\.test\/docs\/llms-2\.txt/,
    );
  });
});

describe('withMarkdownPointers', () => {
  const html = '<html><head><title>T</title></head><body class="x"><div id="__docusaurus"></div></body></html>';

  it('links the Markdown in the head and adds a hidden, screen-reader-silent line with no link', () => {
    const out = withMarkdownPointers(html, 'https://x.test/docs/a.md', 'https://x.test/llms.txt');
    expect(out).toContain('<link rel="alternate" type="text/markdown" href="https://x.test/docs/a.md"></head>');
    const line = /<body class="x"><div ([^>]*)>([^<]*)<\/div><div id="__docusaurus">/.exec(out);
    expect(line, 'the line should be the first element of the body').not.toBeNull();
    expect(line?.[1]).toContain('aria-hidden="true"');
    expect(line?.[1]).toMatch(/style="position:absolute;width:1px;height:1px;[^"]*overflow:hidden/);
    expect(line?.[2]).toContain('https://x.test/docs/a.md');
    expect(line?.[2]).toContain('https://x.test/llms.txt');
    expect(withMarkdownPointers(out, 'https://x.test/docs/a.md', 'https://x.test/llms.txt')).toBe(out);
  });
});

describe('metaDescription', () => {
  it('reads the description of minified HTML and decodes it', () => {
    expect(metaDescription('<head><meta data-rh=true name=description content="A &amp; B"></head>')).toBe('A & B');
    expect(metaDescription('<head><meta name="og:x" content="no"></head>')).toBeUndefined();
  });
});
