import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, builtPageFor, readBuilt, sourceOfBuiltPage } from '../support/buildOutput';
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

/** The source file of a page's address, for a failure to name. */
function sourceOf(url: string): string {
  const page = builtPageFor(pageOfRawPath(decodeURI(new URL(url).pathname)));
  return (page && sourceOfBuiltPage(path.relative(buildDir, page))) ?? 'its source file';
}

describe('llms.txt', () => {
  it('starts with the site name and a summary, then sections', () => {
    expect(llms, 'llms.txt should open with "# PostgresAI" and a one-line summary').toMatch(
      /^# PostgresAI\n\n> .{20,}\n\n/,
    );
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(
      sections,
      'llms.txt lost a section: the sidebars (sidebars.ts) name the sections, so check that their categories still exist',
    ).toEqual(expect.arrayContaining(['Tutorials', 'AI rules', 'Optional']));
    expect(
      sections.some((title) => title?.startsWith('Postgres how-tos: ')),
      'llms.txt has no "Postgres how-tos: ..." section: the how-to sidebar categories are missing',
    ).toBe(true);
    // Every non-empty line of a section is a link line.
    const body = llms.slice(llms.indexOf('\n## '));
    const strays = body.split('\n').filter((line) => line !== '' && !line.startsWith('## ') && !line.startsWith('- ['));
    expect(
      strays,
      'llms.txt has lines that are neither a section nor a link: a title or description with a line break makes them; write it on one line',
    ).toEqual([]);
  });

  it('lists every doc, how-to and rule once, with a description', () => {
    expect(listed.length, `llms.txt lists only ${listed.length} pages: run "npm run build" again`).toBeGreaterThan(200);
    const urls = listed.map((link) => link.url);
    const twice = urls.filter((url, index) => urls.indexOf(url) !== index);
    expect(twice, `llms.txt lists these pages twice; a page is in two places of the sidebar: ${twice.join(', ')}`).toEqual(
      [],
    );
    const docs = listed.filter((link) => link.url.endsWith('.md'));
    const undescribed = docs.filter((link) => link.description === '');
    expect(
      undescribed.map((link) => `${link.url} (${sourceOf(link.url)})`),
      'these pages have no description in llms.txt: give each a "description" in its front matter',
    ).toEqual([]);
    expect(
      docs.some((link) => link.url.startsWith(`${site}/postgres-howtos/`)),
      'llms.txt lists no how-to: check the raw-markdown mappings in docusaurus.config.ts',
    ).toBe(true);
    expect(
      docs.some((link) => link.url.startsWith(`${site}/rules/`)),
      'llms.txt lists no rules page: check the raw-markdown plugin options in docusaurus.config.ts',
    ).toBe(true);
  });

  it('every link leads to a built file whose title is the link’s', () => {
    const problems = listed.flatMap(({ title, url }) => {
      if (!url.startsWith(`${site}/`)) return [`${url}: not on the site`];
      const pathname = decodeURI(new URL(url).pathname);
      if (pathname.endsWith('.md')) {
        const file = path.join(buildDir, pathname);
        if (!fs.existsSync(file)) return [`${url}: missing`];
        // The page's full Markdown (rules pages) opens with a pointer to llms.txt, then its title.
        const rawTitle = fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .find((line) => line.startsWith('# '));
        const page = builtPageFor(pageOfRawPath(pathname));
        const pageTitle = page ? heading(page) : '(no page)';
        return rawTitle === `# ${title}` && pageTitle === title
          ? []
          : [
              `${url} (${sourceOf(url)}): "${title}" but the Markdown says "${rawTitle}" and the page "${pageTitle}". ` +
                'A page whose text opens with its own # heading shows that instead of its "title": delete the # line, or make the two the same.',
            ];
      }
      const page = builtPageFor(pathname);
      if (!page) return [`${url}: missing`];
      return heading(page) === title ? [] : [`${url}: "${title}" but the page says "${heading(page)}"`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  }, 60_000);
});

describe('llms-full.txt', () => {
  const pages = [...full.matchAll(/^# (.+)\n\nSource: (\S+)$/gm)].map((match) => ({ title: match[1], url: match[2] }));

  it('holds every doc and how-to of llms.txt, in the same order, each with its address', () => {
    const docsAndHowtos = listed.filter(
      (link) => link.url.startsWith(`${site}/raw/docs/`) || link.url.startsWith(`${site}/postgres-howtos/`),
    );
    expect(docsAndHowtos.length, `llms.txt lists only ${docsAndHowtos.length} docs and how-tos`).toBeGreaterThan(150);
    expect(
      pages.map((page) => page.title),
      'llms-full.txt should hold the docs and how-tos of llms.txt, with the same titles, in the same order',
    ).toEqual(docsAndHowtos.map((link) => link.title));
    expect(pages.map((page) => page.url), 'llms-full.txt names each page by the address of its web page').toEqual(
      docsAndHowtos.map((link) => `${site}${pageOfRawPath(new URL(link.url).pathname)}`),
    );
  });

  it('shows the values MDX pages import, not the expressions or the imports', () => {
    const start = full.indexOf('# Questions and answers\n');
    expect(start, 'llms-full.txt has no "# Questions and answers" page (docs/questions-and-answers.mdx)').toBeGreaterThan(0);
    const qa = full.slice(start, full.indexOf('\n---\n', start));
    expect(
      qa,
      'docs/questions-and-answers.mdx should say "from {formatUsd(standardEdition.startingMonthlyUsd)} per month", and llms-full.txt the figure',
    ).toContain(`from ${formatUsd(standardEdition.startingMonthlyUsd)} per month`);
    expect(qa.match(/^import .*$/m), "llms-full.txt shows an MDX import of docs/questions-and-answers.mdx").toBeNull();
    expect(
      qa.match(/\{[^}\n]*\}/g),
      'llms-full.txt shows an MDX expression of docs/questions-and-answers.mdx that it could not evaluate: use a name, a property or a call with simple arguments',
    ).toBeNull();
  });
});
