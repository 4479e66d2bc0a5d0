import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, builtPageFor, readBuilt } from '../support/buildOutput';
import { formatUsd, standardEdition } from '@site/src/data/pricing';

beforeAll(assertBuildExists);

const site = 'https://postgres.ai';
const llms = readBuilt('llms.txt');
const full = readBuilt('llms-full.txt');

type Link = { section: string; title: string; url: string; description: string };

function links(text: string): Link[] {
  let section = '';
  return text.split('\n').flatMap((line) => {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1]!;
    const link = /^- \[((?:[^\]\\]|\\.)+)\]\(([^)\s]+)\)(?:: (.+))?$/.exec(line);
    return link
      ? [{ section, title: link[1]!.replace(/\\(.)/g, '$1'), url: link[2]!, description: link[3] ?? '' }]
      : [];
  });
}

const listed = links(llms);

/** The web page of a raw Markdown copy: the raw-markdown plugin's mappings, reversed. */
function pageOfRawPath(rawPath: string): string {
  const page = rawPath.replace(/^\/raw\/docs\//, '/docs/').replace(/^\/postgres-howtos\//, '/docs/postgres-howtos/');
  return page.endsWith('/index.md') ? page.slice(0, -'index.md'.length) : page.slice(0, -'.md'.length);
}

function heading(file: string): string {
  return load(fs.readFileSync(file, 'utf8'))('article h1, main h1').first().text().trim();
}

describe('llms.txt', () => {
  it('starts with the site name and a summary, then sections', () => {
    expect(llms).toMatch(/^# PostgresAI\n\n> .{20,}\n\n/);
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(expect.arrayContaining(['Tutorials', 'AI rules', 'Optional']));
    expect(sections.some((title) => title?.startsWith('Postgres how-tos: '))).toBe(true);
    // Every non-empty line of a section is a link line.
    const body = llms.slice(llms.indexOf('\n## '));
    const strays = body.split('\n').filter((line) => line !== '' && !line.startsWith('## ') && !line.startsWith('- ['));
    expect(strays).toEqual([]);
  });

  it('lists every doc, how-to and rule once, with a description', () => {
    expect(listed.length).toBeGreaterThan(200);
    expect(new Set(listed.map((link) => link.url)).size).toBe(listed.length);
    const docs = listed.filter((link) => link.url.endsWith('.md'));
    expect(docs.filter((link) => link.description === '').map((link) => link.url)).toEqual([]);
    expect(docs.some((link) => link.url.startsWith(`${site}/postgres-howtos/`))).toBe(true);
    expect(docs.some((link) => link.url.startsWith(`${site}/rules/`))).toBe(true);
  });

  it('every link leads to a built file whose title is the link’s', () => {
    const problems = listed.flatMap(({ title, url }) => {
      if (!url.startsWith(`${site}/`)) return [`${url}: not on the site`];
      const pathname = decodeURI(new URL(url).pathname);
      if (pathname.endsWith('.md')) {
        const file = path.join(buildDir, pathname);
        if (!fs.existsSync(file)) return [`${url}: missing`];
        const rawTitle = fs.readFileSync(file, 'utf8').split('\n', 1)[0];
        const page = builtPageFor(pageOfRawPath(pathname));
        const pageTitle = page ? heading(page) : '(no page)';
        return rawTitle === `# ${title}` && pageTitle === title
          ? []
          : [`${url}: "${title}" but the Markdown says "${rawTitle}" and the page "${pageTitle}"`];
      }
      const page = builtPageFor(pathname);
      if (!page) return [`${url}: missing`];
      return heading(page) === title ? [] : [`${url}: "${title}" but the page says "${heading(page)}"`];
    });
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('llms-full.txt', () => {
  const pages = [...full.matchAll(/^# (.+)\n\nSource: (\S+)$/gm)].map((match) => ({ title: match[1], url: match[2] }));

  it('holds every doc and how-to of llms.txt, in the same order, each with its address', () => {
    const docsAndHowtos = listed.filter(
      (link) => link.url.startsWith(`${site}/raw/docs/`) || link.url.startsWith(`${site}/postgres-howtos/`),
    );
    expect(docsAndHowtos.length).toBeGreaterThan(150);
    expect(pages.map((page) => page.title)).toEqual(docsAndHowtos.map((link) => link.title));
    expect(pages.map((page) => page.url)).toEqual(
      docsAndHowtos.map((link) => `${site}${pageOfRawPath(new URL(link.url).pathname)}`),
    );
  });

  it('shows the values MDX pages import, not the expressions or the imports', () => {
    const start = full.indexOf('# Questions and answers\n');
    expect(start).toBeGreaterThan(0);
    const qa = full.slice(start, full.indexOf('\n---\n', start));
    expect(qa).toContain(`from ${formatUsd(standardEdition.startingMonthlyUsd)} per month`);
    expect(qa.match(/^import .*$/m)).toBeNull();
    expect(qa.match(/\{[^}\n]*\}/g)).toBeNull();
  });
});
