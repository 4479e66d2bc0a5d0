import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceSearchPages, type SourcePage } from '@site/scripts/lib/sourceSearchRecords';
import { blogPostRoute, docRoute, pageRoute } from '@site/scripts/contentChecks/siteRoutes';
import { pageRank, referencePageRank } from '@site/src/plugins/search-local/engine/ranking';

describe('routes of source files', () => {
  it('follows the docs plugin: slugs, index files, ids and number prefixes', () => {
    expect(docRoute('/docs', 'guides/setup.md', {})).toBe('/docs/guides/setup');
    expect(docRoute('/docs', 'guides/index.md', {})).toBe('/docs/guides/');
    expect(docRoute('/docs', 'guides/guides.md', {})).toBe('/docs/guides/');
    expect(docRoute('/docs', '02-guides/01-setup.md', {})).toBe('/docs/guides/setup');
    expect(docRoute('/docs', 'guides/index.md', { slug: '/guides/' })).toBe('/docs/guides/');
    expect(docRoute('/docs', 'guides/overview.md', { slug: '/guides' })).toBe('/docs/guides');
    expect(docRoute('/docs', 'guides/overview.md', { slug: 'start' })).toBe('/docs/guides/start');
    expect(docRoute('/docs', 'guides/overview.md', { id: 'intro' })).toBe('/docs/guides/intro');
    expect(docRoute('/docs', 'index.mdx', { slug: '/' })).toBe('/docs/');
  });

  it('follows the blog plugin: a slug, else the date of the file name', () => {
    expect(blogPostRoute('2024-10-03-planning/index.mdx', { slug: 'planning-time' })).toBe('/blog/planning-time');
    expect(blogPostRoute('2024-10-03-planning/index.mdx', {})).toBe('/blog/2024/10/03/planning');
    expect(blogPostRoute('2024-10-03-planning.md', {})).toBe('/blog/2024/10/03/planning');
  });

  it('follows the pages plugin: index files are their folder', () => {
    expect(pageRoute('pricing/index.tsx')).toBe('/pricing/');
    expect(pageRoute('index.tsx')).toBe('/');
    expect(pageRoute('products/joe.mdx')).toBe('/products/joe');
  });
});

describe('search records of source pages', () => {
  let root: string;
  let pages: SourcePage[];
  const page = (url: string): SourcePage => {
    const found = pages.find(({ records }) => records[0]?.url === url);
    if (!found) throw new Error(`No page ${url} among ${pages.map(({ records }) => records[0]?.url).join(', ')}`);
    return found;
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'source-records-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write(
      'docs/guides/setup.md',
      [
        '---',
        'title: Set up the engine',
        'description: Install and configure it.',
        '---',
        '',
        'Intro paragraph.',
        '',
        ':::tip',
        '',
        'Run it on a spare machine first.',
        '',
        ':::',
        '',
        '## Install the package',
        '',
        '- tight item one',
        '- tight item two',
        '',
        '```bash',
        'apt-get install secret-words',
        '```',
        '',
        '### Check the version {#version-check}',
        '',
        '| Flag | Meaning |',
        '| ---- | ------- |',
        '| -v   | version |',
        '',
        '## Install the package',
        '',
        'Second section with the same title.',
        '',
      ].join('\n'),
    );
    write(
      'docs/guides/_category_.json',
      JSON.stringify({ label: 'Guides', link: { type: 'generated-index', slug: '/guides/', title: 'All guides' } }),
    );
    write(
      'blog/2024-10-03-planning/index.mdx',
      '---\ntitle: Planning time and partitions\nslug: planning-time\n---\n\nimport Note from "./_note";\n\nPosts rank by date.\n\n{/* truncate */}\n\n## Results\n\nMore text.\n',
    );
    write(
      'src/pages/products/widget.mdx',
      '---\ntitle: Widget head title\n---\n\n<ProductHero headline="The widget for Postgres">\n  Lead text of the hero.\n</ProductHero>\n\n<ProductBand id="why" title="Why the widget" intro="Because it helps.">\n\n<FeatureCard title="Fast">\n  It is quick.\n</FeatureCard>\n\n<DocLink to="/docs/guides/setup" title="Set up">\n  How to install.\n</DocLink>\n\n</ProductBand>\n',
    );
    pages = sourceSearchPages(root);
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gives a doc its title record first, then headings and text in document order, without code', () => {
    const { records } = page('/docs/guides/setup');
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/guides/setup',
      hierarchy: { lvl0: 'Documentation', lvl1: 'Set up the engine', lvl2: null },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      page_rank: referencePageRank,
    });
    expect(
      records.map(({ type, url, content, hierarchy }) => [
        type,
        url.split('#')[1] ?? '',
        content ?? hierarchy.lvl3 ?? hierarchy.lvl2,
      ]),
    ).toEqual([
      ['lvl1', '', null],
      ['content', '', 'Intro paragraph.'],
      ['content', '', 'Run it on a spare machine first.'],
      ['lvl2', 'install-the-package', 'Install the package'],
      ['content', 'install-the-package', 'tight item one'],
      ['content', 'install-the-package', 'tight item two'],
      ['lvl3', 'version-check', 'Check the version'],
      ['content', 'version-check', 'Flag'],
      ['content', 'version-check', 'Meaning'],
      ['content', 'version-check', '-v'],
      ['content', 'version-check', 'version'],
      ['lvl2', 'install-the-package-1', 'Install the package'],
      ['content', 'install-the-package-1', 'Second section with the same title.'],
    ]);
    expect(JSON.stringify(records)).not.toContain('secret-words');
  });

  it('ranks a post by its date and skips MDX imports and comments', () => {
    const { records } = page('/blog/planning-time');
    expect(records[0]).toMatchObject({ hierarchy: { lvl0: 'Blog', lvl1: 'Planning time and partitions' } });
    expect(records[0]!.page_rank).toBe(pageRank('/blog/planning-time', '2024-10-03T00:00:00.000Z'));
    expect(records[0]!.page_rank).toBeLessThan(referencePageRank);
    expect(records.map(({ content }) => content).filter(Boolean)).toEqual(['Posts rank by date.', 'More text.']);
  });

  it('lists a generated category page’s docs as cards', () => {
    const { records } = page('/docs/guides/');
    expect(records[0]!.hierarchy.lvl1).toBe('All guides');
    expect(records.map(({ content }) => content).filter(Boolean)).toEqual(['Install and configure it.']);
  });

  it('reads a marketing page’s sections from its components’ props', () => {
    const { records } = page('/products/widget');
    expect(records[0]!.hierarchy).toMatchObject({ lvl0: 'Products', lvl1: 'The widget for Postgres' });
    expect(
      records.slice(1).map(({ type, content, hierarchy }) => [type, content ?? hierarchy.lvl3 ?? hierarchy.lvl2]),
    ).toEqual([
      ['content', 'Lead text of the hero.'],
      ['lvl2', 'Why the widget'],
      ['content', 'Because it helps.'],
      ['lvl3', 'Fast'],
      ['content', 'It is quick.'],
      ['content', 'Set up How to install.'],
    ]);
  });
});
