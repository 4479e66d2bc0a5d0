import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { llmsTxtTextFor, llmsTxtTexts, siteSections, siteSectionsFor } from '@site/src/data/llmsTxt';
import { markdownPathFor, maxMarkdownChars } from '@site/src/plugins/raw-markdown/markdownPages';
import { assertBuildExists, buildDir, builtPageFor, readBuilt } from '../support/buildOutput';
import { formatUsd, standardEdition } from '@site/src/data/pricing';

beforeAll(assertBuildExists);

const site = 'https://postgres.ai';

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

/** The build file a URL of the site names. */
function fileOf(url: string): string {
  return path.join(buildDir, decodeURI(new URL(url).pathname));
}

const locales = [
  { prefix: '', locale: 'en' },
  ...fs
    .readdirSync(buildDir)
    .filter((name) => fs.existsSync(path.join(buildDir, name, 'sitemap.xml')))
    .map((name) => ({ prefix: `/${name}`, locale: name })),
];

function localeIndexes(prefix: string, locale: string) {
  const root = readBuilt(path.join(prefix, 'llms.txt'));
  const rootLinks = links(root);
  const sectionIndexes = rootLinks.filter((link) => link.section === llmsTxtTextFor(locale).sectionsTitle);
  const pages = sectionIndexes.flatMap((index) => {
    const file = fileOf(index.url);
    return fs.existsSync(file)
      ? links(fs.readFileSync(file, 'utf8')).map((link) => ({ ...link, index: index.url }))
      : [];
  });
  return { root, rootLinks, sectionIndexes, pages };
}

describe.each(locales)('llms.txt of the locale at "$prefix/"', ({ prefix, locale }) => {
  const { root, rootLinks, sectionIndexes, pages } = localeIndexes(prefix, locale);

  it('is a short map: the site name, a summary, then links to every section index, each under the size limit', () => {
    expect(root, 'llms.txt should open with "# PostgresAI" and a one-line summary').toMatch(
      /^# PostgresAI\n\n> .{20,}\n\n/,
    );
    expect(root.length, `llms.txt is ${root.length} characters; agents cut at ${maxMarkdownChars}`).toBeLessThanOrEqual(
      maxMarkdownChars,
    );
    const expected = siteSections.map((section) => `${site}${prefix}${section.indexPath}`);
    expect(
      sectionIndexes.map((link) => link.url),
      'llms.txt should link the index of every section of src/data/llmsTxt.ts (siteSections)',
    ).toEqual(expect.arrayContaining(expected));
    for (const index of sectionIndexes) {
      const file = fileOf(index.url);
      expect(fs.existsSync(file), `${index.url} is linked from llms.txt but was not written`).toBe(true);
      const size = fs.readFileSync(file, 'utf8').length;
      expect(size, `${index.url} is ${size} characters, over ${maxMarkdownChars}`).toBeLessThanOrEqual(maxMarkdownChars);
    }
    expect(
      rootLinks.filter((link) => link.section === llmsTxtTextFor(locale).otherLanguagesTitle).length,
      'llms.txt should link the llms.txt of the other languages',
    ).toBeGreaterThan(0);
  });

  it('covers every page of the sitemap with a link to its Markdown', () => {
    const sitemap = readBuilt(path.join(prefix, 'sitemap.xml'));
    const listed = new Set(pages.map((link) => link.url));
    const missing = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, url = '']) => new URL(url).pathname.slice(prefix.length) || '/')
      .map((route) => `${site}${prefix}${markdownPathFor(decodeURI(route))}`)
      .filter((url) => !listed.has(url));
    expect(
      missing,
      `the section indexes of llms.txt leave out these sitemap pages (src/data/llmsTxt.ts assigns pages to sections):\n${missing.slice(0, 20).join('\n')}`,
    ).toEqual([]);
  });

  it('links each page once, to Markdown whose title is the link’s, with a description for docs, how-tos and rules', () => {
    const urls = pages.map((link) => link.url);
    const twice = urls.filter((url, index) => urls.indexOf(url) !== index);
    expect(twice, `listed twice: ${twice.slice(0, 10).join(', ')}`).toEqual([]);
    const problems = pages.flatMap(({ title, url, description, index }) => {
      if (!url.startsWith(`${site}/`)) return [`${url}: not on the site`];
      // The server answers a client-side route's pattern (`/chats/:chatId`) with its HTML shell, Markdown address included.
      if (/\/:/.test(new URL(url).pathname)) return [`${url} (in ${index}): a route pattern, not a page`];
      const file = fileOf(url);
      if (!fs.existsSync(file)) return [`${url} (in ${index}): missing`];
      const heading = fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .find((line) => line.startsWith('# '));
      const found: string[] = [];
      if (heading !== `# ${title}`) found.push(`${url}: linked as "${title}", but its Markdown says "${heading}"`);
      if (!description && /\/(docs|rules)\//.test(url)) {
        found.push(`${url}: no description; give the page a "description" in its front matter`);
      }
      return found;
    });
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  it('keeps the sidebar categories as groups, and a full text per section', () => {
    const groups = new Set(pages.map((link) => link.section));
    // Category labels are translated; the English ones are checked.
    if (prefix === '') {
      expect([...groups], 'the docs index lost the sidebar categories (sidebars.ts)').toEqual(
        expect.arrayContaining(['Tutorials', 'AI rules']),
      );
      expect(
        [...groups].some((title) => title.startsWith('Postgres how-tos: ')),
        'the how-to index has no "Postgres how-tos: ..." group: the how-to sidebar categories are missing',
      ).toBe(true);
    }
    expect(groups.size, 'the section indexes have no groups').toBeGreaterThan(5);
    for (const section of siteSections) {
      const file = path.join(buildDir, prefix, section.fullTextPath);
      expect(fs.existsSync(file), `${prefix}${section.fullTextPath} was not written`).toBe(true);
      const fullText = fs.readFileSync(file, 'utf8');
      expect(fullText, `${prefix}${section.fullTextPath} holds no page`).toMatch(/^Source: https:\/\//m);
      // Lists of posts repeat the posts' excerpts: the posts are there in full instead.
      const lists = [...fullText.matchAll(/^Source: (https:\/\/\S+)$/gm)]
        .map((match) => match[1] ?? '')
        .filter((url) => /\/blog(\/page\/\d+|\/tags\/[^/]+(\/page\/\d+)?|\/authors\/[^/]+(\/page\/\d+)?)?\/?$/.test(url));
      expect(lists, `${prefix}${section.fullTextPath} holds lists of posts`).toEqual([]);
    }
  });
});

/** The lines of an index that are not links or blank: its heading, summary, paragraph and group titles. */
function framingLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('- ['));
}

describe('the framing of llms.txt in each language', () => {
  const { en, ru } = llmsTxtTexts;
  const englishPhrases = [
    en.details,
    en.sectionsTitle,
    en.fullTextTitle,
    en.otherLanguagesTitle,
    en.docsFullTextTitle,
    ...Object.values(en.sections).map((section) => section.summary),
    ...Object.values(en.sections).map((section) => `# PostgresAI: ${section.title}`),
    'Each link leads to the Markdown of a page',
    'This index is in ',
    ' pages.',
    '(part 1 of ',
    en.sectionFullTextDetails,
    en.fullTextDetails,
  ];
  const englishHeadings = [
    en.sectionsTitle,
    en.fullTextTitle,
    en.otherLanguagesTitle,
    en.restGroupTitle,
    en.postsGroupTitle,
    ...Object.values(en.unlistedTitles),
    ...Object.values(en.sidebarPrefixes),
  ].map((title) => `## ${title}`);

  it('keeps the English root llms.txt in its English wording', () => {
    const root = readBuilt('llms.txt');
    const sections = siteSectionsFor('en');
    expect(
      framingLines(root),
      'build/llms.txt should keep its English framing: the en record of src/data/llmsTxt.ts is what it says',
    ).toEqual(['# PostgresAI', `> ${en.summary}`, en.details, `## ${en.sectionsTitle}`, `## ${en.fullTextTitle}`, `## ${en.otherLanguagesTitle}`]);
    for (const section of sections) {
      expect(root, `build/llms.txt should link "${section.title}" with its English summary`).toMatch(
        new RegExp(`^- \\[${section.title}( \\(part 1 of \\d+\\))?\\]\\(${site}${section.indexPath}\\): ${section.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+ pages\\.$`, 'm'),
      );
    }
    expect(
      framingLines(root).join('\n').match(/[а-яё]+/gi),
      'build/llms.txt says Russian words outside its links: the English build took the ru record of src/data/llmsTxt.ts',
    ).toBeNull();
  });

  it('says all of the Russian llms.txt and section indexes in Russian', () => {
    const root = readBuilt('ru/llms.txt');
    expect(
      framingLines(root),
      'build/ru/llms.txt should say its summary, paragraph and headings in Russian: the plugin should pass the locale to llmsTxtTextFor (src/data/llmsTxt.ts)',
    ).toEqual(['# PostgresAI', `> ${ru.summary}`, ru.details, `## ${ru.sectionsTitle}`, `## ${ru.fullTextTitle}`, `## ${ru.otherLanguagesTitle}`]);
    const howtos = readBuilt('ru/docs/postgres-howtos/llms.txt');
    expect(
      howtos.startsWith(
        `# PostgresAI: ${ru.sections.howtos.title}\n\n> ${ru.sections.howtos.summary}\n\n` +
          `${ru.sectionDetails(`${site}/ru/llms.txt`, `${site}/ru/docs/postgres-howtos/llms-full.txt`)}`,
      ),
      'build/ru/docs/postgres-howtos/llms.txt should open with the Russian title, summary and paragraph of the ru record',
    ).toBe(true);
    const howtoGroups = framingLines(howtos).filter((line) => line.startsWith('## '));
    expect(
      howtoGroups.filter((line) => line !== `## ${ru.restGroupTitle}`).filter(
        (line) => line !== `## ${ru.sidebarPrefixes.postgresHowtos}` && !line.startsWith(`## ${ru.sidebarPrefixes.postgresHowtos}: `),
      ),
      `the groups of the Russian how-to index should start with "${ru.sidebarPrefixes.postgresHowtos}" (ru.sidebarPrefixes in src/data/llmsTxt.ts)`,
    ).toEqual([]);
    expect(howtoGroups.length, 'the Russian how-to index has no sidebar groups').toBeGreaterThan(3);
    const docs = readBuilt('ru/docs/llms.txt');
    if (fs.existsSync(path.join(buildDir, 'ru/docs/llms-2.txt'))) {
      expect(docs, 'build/ru/docs/llms.txt is in parts but does not say so in Russian (ru.indexParts)').toContain(
        'Индекс разделён на ',
      );
      expect(root, 'build/ru/llms.txt should name the parts of the docs index in Russian (ru.partTitle)').toContain(
        `[${ru.sections.docs.title} (часть 1 из `,
      );
    }
    // An index's framing is all but its links; a full text's is its first three blocks, before the pages.
    const indexes = [
      'ru/llms.txt',
      ...localeIndexes('/ru', 'ru').sectionIndexes.map((link) => path.relative(buildDir, fileOf(link.url))),
    ];
    const fullTexts = ['ru/llms-full.txt', ...siteSections.map((section) => `ru${section.fullTextPath}`)];
    const framings = [
      ...indexes.map((file) => ({ file, lines: framingLines(readBuilt(file)) })),
      ...fullTexts.map((file) => ({ file, lines: readBuilt(file).split('\n\n').slice(0, 3) })),
    ];
    const english = framings.flatMap(({ file, lines }) => [
      ...englishPhrases
        .filter((phrase) => lines.some((line) => !line.startsWith('## ') && line.includes(phrase)))
        .map((phrase) => `${file}: «${phrase.slice(0, 60)}»`),
      ...lines
        .filter((line) => englishHeadings.some((heading) => line === heading || line.startsWith(`${heading}: `)))
        .map((line) => `${file}: «${line}»`),
    ]);
    expect(english, 'English framing left in the Russian build: give the ru record of src/data/llmsTxt.ts the phrase').toEqual([]);
  });
});

describe('llms-full.txt', () => {
  const full = readBuilt('llms-full.txt');
  const pages = [...full.matchAll(/^# (.+)\n\nSource: (\S+)$/gm)].map((match) => ({ title: match[1], url: match[2] }));

  it('holds the docs and how-tos, each with the address of its web page', () => {
    expect(pages.length, `llms-full.txt holds only ${pages.length} pages`).toBeGreaterThan(150);
    const problems = pages.flatMap(({ title, url = '' }) => {
      const page = builtPageFor(new URL(url).pathname);
      if (!page) return [`${url}: no such page`];
      const heading = load(fs.readFileSync(page, 'utf8'))('article h1, main h1').first().text().trim();
      return heading === title ? [] : [`${url}: "${title}" but the page says "${heading}"`];
    });
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  it('links with absolute URLs that lead to pages of the site, as the pages are joined into one file', () => {
    // Code blocks and code spans keep what they show.
    const prose = full.replace(/^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '').replace(/(`+)[^\n]*?\1/g, '');
    const targets = [...prose.matchAll(/\]\(\s*<?([^\s()<>]+)/g)].map((match) => match[1] ?? '');
    const relative = targets.filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target));
    expect(relative, `relative links in llms-full.txt: ${relative.slice(0, 10).join(', ')}`).toEqual([]);
    const missing = [
      ...new Set(targets.filter((target) => target.startsWith(`${site}/`)).map((target) => target.split('#')[0]!)),
    ].filter((url) => {
      const { pathname } = new URL(url);
      return !builtPageFor(pathname) && !fs.existsSync(path.join(buildDir, decodeURI(pathname)));
    });
    expect(missing, `llms-full.txt links to pages the build does not have: ${missing.slice(0, 10).join(', ')}`).toEqual(
      [],
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
    expect(qa.match(/^import .*$/m), 'llms-full.txt shows an MDX import of docs/questions-and-answers.mdx').toBeNull();
    expect(
      qa.match(/\{[^}\n]*\}/g),
      'llms-full.txt shows an MDX expression of docs/questions-and-answers.mdx that it could not evaluate: use a name, a property or a call with simple arguments',
    ).toBeNull();
  });
});
