import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  announcement,
  announcementHtml,
  announcementLinkProblem,
  parseAnnouncement,
} from '@site/src/data/announcement';
import { decideAnnouncementRead } from '@site/src/plugins/content-rules/announcementReads';

const line = 'One practical lesson a day: [read #PostgresMarathon](/blog/tags/postgres-marathon)\n';

describe('the announcement file', () => {
  it('is read into text, link label and address', () => {
    expect(parseAnnouncement(line)).toMatchObject({
      lead: 'One practical lesson a day:',
      linkLabel: 'read #PostgresMarathon',
      linkPath: '/blog/tags/postgres-marathon',
    });
    expect(announcement.lead.length).toBeGreaterThan(10);
  });

  it('gets a new id whenever its text or link changes, and the same id otherwise', () => {
    const id = parseAnnouncement(line).id;
    expect(id).toMatch(/^announcement-[0-9a-f]{8}$/);
    expect(parseAnnouncement(line).id).toBe(id);
    expect(parseAnnouncement(line.replace('lesson', 'lessons')).id).not.toBe(id);
    expect(parseAnnouncement(line.replace('/blog/tags/postgres-marathon', '/blog')).id).not.toBe(id);
  });

  it('says what to write when the line has another shape', () => {
    expect(() => parseAnnouncement('Just text')).toThrow(
      'src/data/announcement.md: the announcement has 0 links; it needs exactly one. Write one line of text that ends with one link',
    );
    expect(() => parseAnnouncement('[read](/blog) and more')).toThrow("the announcement's link must come last.");
    expect(() => parseAnnouncement('Read: [this](blog/tags/x)')).toThrow(
      'the announcement links to "blog/tags/x"; write a site address starting with /',
    );
  });

  it('makes site links absolute for the base URL', () => {
    expect(announcementHtml(parseAnnouncement(line), '/site/')).toBe(
      'One practical lesson a day: <a href="/site/blog/tags/postgres-marathon">read #PostgresMarathon</a>',
    );
  });

  it('a link to a page that was not built is reported with the address to fix', () => {
    const item = parseAnnouncement(line);
    expect(announcementLinkProblem(item, ['/', '/blog/tags/postgres-marathon'])).toBeNull();
    expect(announcementLinkProblem(item, ['/', '/blog/tags/postgres-marathon/'])).toBeNull();
    expect(announcementLinkProblem(parseAnnouncement(line.replace('marathon)', 'maraton)')), ['/'])).toBe(
      'src/data/announcement.md links to /blog/tags/postgres-maraton, which is not a page of the site. Fix the address in the link (e.g. /blog/tags/postgres-marathon).',
    );
  });
});

describe('the dev server, when the file changes', () => {
  const shown = line;
  const next = 'A new announcement: [read the how-tos](/docs/postgres-howtos/)\n';

  it('shows a complete new text at once, and does nothing when the text is the one shown', () => {
    expect(decideAnnouncementRead(shown, [next], 20)).toMatchObject({ action: 'apply', text: next, log: null });
    expect(decideAnnouncementRead(shown, [shown], 20)).toEqual({ action: 'unchanged', log: null });
  });

  it('keeps the previous text when the file is read while being written, and takes it once complete', () => {
    expect(decideAnnouncementRead(shown, [''], 20)).toEqual({
      action: 'read-again',
      log: 'src/data/announcement.md was read while being written; keeping the previous text',
    });
    expect(decideAnnouncementRead(shown, ['', next], 20)).toMatchObject({ action: 'apply', text: next });
    // Cut off mid-line: read again (quietly, as it may be a real mistake), then take the complete text.
    const cut = next.slice(0, 30);
    expect(decideAnnouncementRead(shown, [cut], 20)).toEqual({ action: 'read-again', log: null });
    expect(decideAnnouncementRead(shown, [cut, next.slice(0, 45)], 20)).toEqual({
      action: 'read-again',
      log: 'src/data/announcement.md was read while being written; keeping the previous text',
    });
    expect(decideAnnouncementRead(shown, [cut, next.slice(0, 45), next], 20)).toMatchObject({ action: 'apply' });
  });

  it('reports a real mistake with the rule message once two reads agree', () => {
    const mistake = 'A new announcement without a link\n';
    expect(decideAnnouncementRead(shown, [mistake], 20).action).toBe('read-again');
    expect(decideAnnouncementRead(shown, [mistake, mistake], 20)).toEqual({
      action: 'problem',
      message: expect.stringContaining('src/data/announcement.md: the announcement has 0 links; it needs exactly one.'),
      log: null,
    });
    // An empty file may be written slowly: it is waited for until the reads run out, and said so once.
    expect(decideAnnouncementRead(shown, ['', ''], 3)).toEqual({ action: 'read-again', log: null });
    expect(decideAnnouncementRead(shown, ['', '', ''], 3).action).toBe('problem');
    // A file that never settles is judged as it is.
    expect(decideAnnouncementRead(shown, ['a', 'ab', 'abc'], 3).action).toBe('problem');
  });
});

describe('check:content, without a build', () => {
  it('tells a typo in the link from a page the site has', async () => {
    const { knownSiteRoutes } = await import('../../scripts/contentChecks/siteRoutes');
    const routes = knownSiteRoutes(path.resolve(__dirname, '../..'));
    expect(announcementLinkProblem(parseAnnouncement(line), routes)).toBeNull();
    expect(announcementLinkProblem(announcement, routes)).toBeNull();
    expect(announcementLinkProblem(parseAnnouncement(line.replace('marathon)', 'maraton)')), routes)).toMatch(
      /links to \/blog\/tags\/postgres-maraton, which is not a page of the site/,
    );
  });
});

describe('build-time rules', () => {
  it('a doc without a description stops the build with the fix', async () => {
    const { createParseFrontMatter } = await import('@site/src/plugins/content-rules/parseFrontMatter');
    const siteDir = path.resolve(__dirname, '../..');
    const parse = createParseFrontMatter(siteDir);
    const defaultParseFrontMatter = async () => ({ frontMatter: { title: 'Create a clone' }, content: 'Text.' });
    await expect(
      parse({ filePath: path.join(siteDir, 'docs/clone.md'), fileContent: '', defaultParseFrontMatter }),
    ).rejects.toThrow('docs/clone.md: front matter has no "description". Add `description:` with one or two sentences');
    // Pages outside docs, blog and rules keep their own front matter.
    await expect(
      parse({ filePath: path.join(siteDir, 'src/pages/privacy.mdx'), fileContent: '', defaultParseFrontMatter }),
    ).resolves.toMatchObject({ content: 'Text.' });
  });

  it('a post with the HTML truncate marker stops the build with the MDX one', async () => {
    const { createParseFrontMatter } = await import('@site/src/plugins/content-rules/parseFrontMatter');
    // The hook reads the whole post from disk: the blog also compiles a copy cut at the marker.
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const filePath = path.join(siteDir, 'blog/2026-01-01-x/index.mdx');
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
    fs.writeFileSync(filePath, '---\ntitle: A post\n---\n\nOpening.\n\n<!-- truncate -->\n\nMore.\n');
    const frontMatter = {
      slug: 'x',
      title: 'A post',
      description: 'd',
      authors: ['a'],
      tags: ['t'],
      date: '2026-01-01',
      image: '/i.svg',
    };
    const defaultParseFrontMatter = async () => ({ frontMatter, content: 'Opening.' });
    try {
      await expect(
        createParseFrontMatter(siteDir)({ filePath, fileContent: '', defaultParseFrontMatter }),
      ).rejects.toThrow(
        'blog/2026-01-01-x/index.mdx: uses <!-- truncate -->, which breaks an MDX file. Write {/* truncate */} on its own line instead.',
      );
    } finally {
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('a skipped heading level stops the build with the line and the heading to write', async () => {
    const { default: remarkHeadingOrder } = await import('@site/src/plugins/content-rules/remarkHeadingOrder');
    const { fromMarkdown } = await import('mdast-util-from-markdown');
    const siteDir = path.resolve(__dirname, '../..');
    const tree = fromMarkdown('---\ntitle: T\n---\n\n## Setup\n\n#### Options\n');
    expect(() => remarkHeadingOrder()(tree, { path: path.join(siteDir, 'docs/setup.md') })).toThrow(
      'docs/setup.md:7: heading "Options" is h4 (####) right after an h2, skipping a level. Make it ### (h3)',
    );
    expect(() => remarkHeadingOrder()(tree, { path: path.join(siteDir, 'src/pages/setup.mdx') })).not.toThrow();
  });
});
