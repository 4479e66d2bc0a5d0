// The checks of `npm run check:content`, called directly on a small fixture site
// (tests/fixtures/content-checks/site): one file per mistake, each with the sentence it must get.
import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/contentChecks/contentReport';
import { checkLinks, SiteIndex } from '../../scripts/contentChecks/links';
import { sidebarProblems } from '../../scripts/contentChecks/sidebarIds';
import { contractPostProblems, missingContractPages, referenceProblems } from '../../scripts/contentChecks/testedRules';
import { formatProblem, type Problem } from '@site/src/plugins/content-rules/frontMatterRules';

const root = path.resolve(__dirname, '../fixtures/content-checks/site');
const index = new SiteIndex(root);
const lines = (problems: readonly Pick<Problem, 'file' | 'line' | 'message'>[]) =>
  problems.map((problem) => formatProblem({ ...problem, field: '' }));
const linkProblems = (file: string, source?: string) => lines(checkLinks(index, file, source).problems);
/** Problems of one field only: the fixture pages are short, so the word floors fail too. */
const ruleProblems = (file: string, field: string) =>
  lines(checkContent([file], { root }).problems.filter((problem) => problem.field === field));
const ru = 'i18n/ru/docusaurus-plugin-content-docs/current';

describe('links and anchors', () => {
  it('pages without mistakes have none, in either locale', () => {
    for (const file of [
      'docs/guide.md',
      'docs/setup/clone.md',
      'docs/setup/branch.md',
      'blog/2026-01-15-new-post/index.mdx',
    ]) {
      expect(linkProblems(file), file).toEqual([]);
    }
  });

  it('a link to a .md file that does not exist', () => {
    expect(linkProblems('docs/mistakes/missing-file-link.md')).toEqual([
      "docs/mistakes/missing-file-link.md:6: the link ./no-such-page.md names docs/mistakes/no-such-page.md, which does not exist, so the build stops. Fix the file name, or link to the page's address.",
    ]);
  });

  it('a link up a folder, with a typo, gets the file it meant', () => {
    expect(linkProblems('docs/mistakes/parent-file-link.md')).toEqual([
      'docs/mistakes/parent-file-link.md:6: the link ../setup/clon.md names docs/setup/clon.md, which does not exist, so the build stops. Did you mean ../setup/clone.md?',
    ]);
  });

  it('an address that is no page, under /docs and /blog', () => {
    expect(linkProblems('docs/mistakes/missing-address.md')).toEqual([
      'docs/mistakes/missing-address.md:6: the link /docs/setup/clon leads to no page of the site. Did you mean /docs/setup/clone?',
      'docs/mistakes/missing-address.md:6: the link /blog/no-such-post leads to no page of the site. Fix the address.',
    ]);
  });

  it('anchors: slugs as Docusaurus makes them, explicit {#id}s, and a heading text used twice', () => {
    expect(linkProblems('docs/mistakes/missing-anchor.md')).toEqual([
      'docs/mistakes/missing-anchor.md:6: the link ../guide.md#instal-the-engine points to #instal-the-engine, which is no heading of docs/guide.md. Write #install-the-engine, or give the heading you mean the id {#instal-the-engine} after its text.',
      // "Configure {#settings}" takes no slug, so the second "Configure" is #configure, not #configure-1.
      'docs/mistakes/missing-anchor.md:6: the link /docs/guide#configure-1 points to #configure-1, which is no heading of docs/guide.md. Write #configure, or give the heading you mean the id {#configure-1} after its text.',
      'docs/mistakes/missing-anchor.md:6: the link #nowhere points to no heading of this page (it has no h2-h6 headings). Use one of its anchors, or give the heading you mean the id {#nowhere} after its text.',
    ]);
  });

  it('a link into the Russian site from an English page', () => {
    expect(linkProblems('docs/mistakes/other-locale-link.md')).toEqual([
      'docs/mistakes/other-locale-link.md:6: the link /ru/docs/guide points into another locale, which the English build cannot see. Write pathname:///ru/docs/guide to link there, or link to the English page.',
    ]);
  });

  it('a file link from a doc to a post', () => {
    expect(linkProblems('docs/mistakes/other-plugin-link.md')).toEqual([
      'docs/mistakes/other-plugin-link.md:6: the link ../../blog/2026-01-15-new-post/index.mdx names blog/2026-01-15-new-post/index.mdx, a page of another part of the site (blog), which a link to a file cannot reach. Link to its address instead: /blog/new-post.',
    ]);
  });

  it('a file link to a page that has a translation breaks the Russian build', () => {
    expect(linkProblems('docs/mistakes/link-to-translated-page.md')).toEqual([
      `docs/mistakes/link-to-translated-page.md:6: the link ../guide.md finds no page in the Russian build: docs/guide.md has a translation there (${ru}/guide.md), and a relative file link reaches only files of its own folder. Link to the address instead: /docs/guide.`,
    ]);
  });

  it('a translated page resolves its links against the Russian routes', () => {
    expect(linkProblems(`${ru}/guide.md`)).toEqual([
      `${ru}/guide.md:8: the link ./setup/clone.md finds no page in the Russian build: docs/setup/clone.md has no Russian translation, and a relative file link in a translated page reaches only translated files. Link to the address instead: /docs/setup/clone.`,
    ]);
    expect(linkProblems(`${ru}/guide.md`, '---\ntitle: x\n---\n\n[x](/docs/setup/clon)\n')).toEqual([
      `${ru}/guide.md:5: the link /docs/setup/clon (/ru/docs/setup/clon) leads to no page of the Russian site. Did you mean /docs/setup/clone?`,
    ]);
  });

  it('an English link to an anchor that the translation lacks', () => {
    const source = '---\ntitle: x\n---\n\nSee [it](/docs/guide#configure).\n';
    expect(linkProblems('docs/new-page.md', source)).toEqual([
      `docs/new-page.md:5: in the Russian build, the link /docs/guide#configure points to #configure, which no heading of the translation ${ru}/guide.md has. Give the translated heading the English page's id: write {#configure} after its text.`,
    ]);
  });

  it('JSX links: <Link to> is checked like a Markdown link, a literal <a href> against pages and static files', () => {
    const source = [
      '---',
      'title: x',
      '---',
      '',
      '<Link to="/docs/guid">guide</Link> <Link to="/docs/guide">ok</Link>',
      '',
      '<a href="/img/chart.svg">chart</a> <a href="/img/no-chart.svg">none</a>',
      '',
    ].join('\n');
    expect(linkProblems('docs/new-page.md', source)).toEqual([
      'docs/new-page.md:5: the link /docs/guid leads to no page of the site. Did you mean /docs/guide?',
      'docs/new-page.md:7: the <a href="/img/no-chart.svg"> leads to no page or file of the site. Fix the address (the build does not check a literal <a>; a <Link to> it does).',
    ]);
  });

  it('two pages with one address', () => {
    expect(linkProblems('docs/mistakes/duplicate-a.md')).toEqual([
      'docs/mistakes/duplicate-a.md: makes the address /docs/same-address, which docs/mistakes/duplicate-b.md makes too, so the build stops. Give one of them another slug.',
    ]);
  });

  it('anchors that only the build sees are named as not checked, never passed in silence', () => {
    const findings = checkLinks(index, 'docs/mistakes/build-only-anchors.md');
    expect(findings.problems).toEqual([]);
    expect(lines(findings.notChecked)).toEqual([
      'docs/mistakes/build-only-anchors.md:6: the anchor #plans on /pricing: src/pages/pricing.tsx is a React page, whose ids only the build sees.',
      'docs/mistakes/build-only-anchors.md:6: the anchor #latest on /blog/tags/launch-week: the site makes that page from data (a list, tag or category page), not from a Markdown file.',
    ]);
  });

  it('an address given as an expression is left to the build, by name', () => {
    const source = "---\ntitle: x\n---\n\n<Link to={'/docs/' + 'guide'}>guide</Link>\n";
    const findings = checkLinks(index, 'docs/new-page.md', source);
    expect(findings.problems).toEqual([]);
    expect(lines(findings.notChecked)).toEqual([
      'docs/new-page.md:5: the address of the <Link> element, which is a JavaScript expression, not a string.',
    ]);
  });

  it('a file that is not valid MDX gets the line and what to write', () => {
    expect(linkProblems('docs/new-page.md', '---\ntitle: x\n---\n\nWhen a <5 ms query is slow.\n')).toEqual([
      expect.stringMatching(
        /^docs\/new-page\.md:5: the build cannot read this line as MDX: .+\. Write a literal < as &lt; and \{ as \\\{, and close every tag you open\.$/,
      ),
    ]);
  });
});

describe('images', () => {
  it('an image file that does not exist', () => {
    expect(linkProblems('docs/mistakes/missing-image.md')).toEqual([
      'docs/mistakes/missing-image.md:6: the image ./missing-chart.svg does not exist (no file docs/mistakes/missing-chart.svg), so the build stops. Add the file there or fix the path.',
    ]);
  });

  it('an image without alt text', () => {
    expect(linkProblems('docs/mistakes/image-without-alt.md')).toEqual([
      'docs/mistakes/image-without-alt.md:6: the image /img/chart.svg has no alt text. Say what it shows between the brackets: ![Clone creation time by database size](/img/chart.svg).',
    ]);
  });

  it('a JSX <img>: a relative src is not bundled, and alt is needed', () => {
    expect(linkProblems('docs/new-page.md', '---\ntitle: x\n---\n\n<img src="./chart.svg" />\n')).toEqual([
      'docs/new-page.md:5: the <img> src "./chart.svg" is relative, and the build does not bundle it: write the image as Markdown, ![What it shows](./chart.svg), or put it under static/ and write its address from there.',
      'docs/new-page.md:5: the <img> ./chart.svg has no alt text. Add alt="what the image shows" to it.',
    ]);
  });
});

describe('writing rules, one fixture file each', () => {
  it.each([
    [
      'docs/mistakes/unknown-tag.md',
      'tags',
      'tag "vacum" is not in docs/tags.yml. Use a key listed there, or add the tag to that file first.',
    ],
    [
      'docs/mistakes/no-description.md',
      'description',
      'front matter has no "description". Add `description:` with one or two sentences of 50 to 200 characters for search results and link previews.',
    ],
    [
      'docs/mistakes/skipped-heading.md:10',
      'headings',
      'heading "Details" is h4 (####) right after an h2, skipping a level. Make it ### (h3): headings go down one level at a time.',
    ],
    [
      'blog/2026-02-01-no-truncate/index.mdx',
      'truncate marker',
      'has no truncate marker. Put {/* truncate */} on its own line after the opening paragraphs: the blog lists show the text above it.',
    ],
    [
      'blog/2026-02-02-unknown-author/index.mdx',
      'authors',
      'author "engineerin" is not in blog/authors.yml. Use a key listed there.',
    ],
    [
      'docs/mistakes/typed-price.md:6',
      'price',
      'the price "$63" is typed into the text. Import it from src/data/pricing.ts instead (add it there if it is new), for example {formatUsd(standardEdition.startingMonthlyUsd)} in an .mdx page.',
    ],
  ])('%s (%s)', (where, field, message) => {
    expect(ruleProblems(where.replace(/:\d+$/, ''), field)).toEqual([`${where}: ${message}`]);
  });
});

describe('what only another command checks', () => {
  it('SQL that has a Run button is left to the browser run, by name, with the command', () => {
    const file = 'docs/setup/queries.md';
    const source = '---\ntitle: x\n---\n\n```sql\nselect 1;\n```\n\n```sql browser="needs a replica"\nselect 2;\n```\n';
    const report = checkContent([file], { root, sources: new Map([[file, source]]) });
    expect(report.notChecked).toEqual([
      {
        file,
        by: 'npm run test:sql-browser',
        message: `that the reader's browser (PGlite) runs its SQL block with a Run button: run "npm run test:sql-browser -- docs/setup/queries.md --min-share 0" (the 80% share is for the whole site).`,
      },
    ]);
  });
});

describe('the docs sidebars', () => {
  it('name docs that exist in every locale, and folders that exist', () => {
    const sidebars = {
      docs: [
        'guide',
        'setup/clone',
        'setup/clon',
        { type: 'category', label: 'Setup', link: { type: 'doc', id: 'setup/index' }, items: ['setup/branch'] },
      ],
      howtos: [{ type: 'autogenerated', dirName: 'how-tos' }],
    };
    expect(lines(sidebarProblems(index, sidebars))).toEqual([
      'sidebars.ts: an autogenerated section reads the folder docs/how-tos, which does not exist, so the build stops. Restore the folder or change its dirName.',
      'sidebars.ts: lists the doc "setup/clon", but no file under docs/ has that id, so the build stops. Fix the id here, or restore docs/setup/clon.md (a doc\'s id is its path without .md, or its front matter id).',
      `sidebars.ts: lists the doc "setup/index", which the Russian build has no page for: the translation of docs/setup/index.md gives it another id. Keep the English file's id (or none) in the translation's front matter.`,
    ]);
  });
});

describe('rules of the unit and build-output tests', () => {
  const problemsOf = (file: string, source: string) =>
    lines(checkContent([file], { root, sources: new Map([[file, source]]) }).problems);

  it('a Mermaid diagram that has not been drawn yet', () => {
    const source = '---\ntitle: x\n---\n\n```mermaid\nflowchart LR\n  a --> b\n```\n';
    expect(problemsOf('src/pages/flow.mdx', source)).toContainEqual(
      expect.stringMatching(
        /^src\/pages\/flow\.mdx:5: this Mermaid diagram has no drawn SVG in static\/diagrams\/ yet\. Run "npm run build" once .+ and commit the new [0-9a-f]{16}-light\.svg and [0-9a-f]{16}-dark\.svg\.$/,
      ),
    );
  });

  it('a table with an empty header cell', () => {
    const source = '---\ntitle: x\n---\n\n|     | Price |\n| --- | ----- |\n| CE  | Free  |\n';
    expect(problemsOf('src/pages/prices.mdx', source)).toEqual([
      "src/pages/prices.mdx:5: the table's header cell 1 is empty. Name the column: screen readers read the header with every cell.",
    ]);
  });

  it('a doc that opens with an h1 other than its title', () => {
    const source = '---\ntitle: Create a clone\ndescription: d\n---\n\n# Clones\n\nText.\n';
    expect(problemsOf('docs/setup/new.md', source)).toContain(
      'docs/setup/new.md:6: opens with the heading "# Clones", which the page shows instead of its title "Create a clone" (llms.txt lists the title). Delete the # line, or make it the same as the title.',
    );
  });

  it('a post of the route contract keeps its date and tags', () => {
    const contract = [{ route: '/blog/new-post', kind: 'blog-post', detail: 'date=2026-01-15; tags=launch-week' }];
    const frontMatter = { slug: 'new-post', date: '2026-01-16', tags: ['launch-week', 'extra'] };
    expect(lines(contractPostProblems('blog/2026-01-15-new-post/index.mdx', frontMatter, contract))).toEqual([
      'blog/2026-01-15-new-post/index.mdx: "date" is 2026-01-16; the route contract (tests/contract/routes.tsv) has 2026-01-15 for this post. Keep the original date.',
      'blog/2026-01-15-new-post/index.mdx: "tags" are [extra, launch-week]; the route contract (tests/contract/routes.tsv) lists [launch-week] for this post. Keep those tags.',
    ]);
  });

  it("the route contract's how-tos and posts keep their files", () => {
    const contract = [
      { route: '/docs/postgres-howtos/vacuum/check-progress', kind: 'doc', detail: '' },
      { route: '/blog/old-post', kind: 'blog-post', detail: 'date=2020-01-01; tags=x' },
      { route: '/blog/new-post', kind: 'blog-post', detail: 'date=2026-01-15; tags=launch-week' },
    ];
    expect(lines(missingContractPages(root, contract))).toEqual([
      'docs/postgres-howtos/vacuum/check-progress.md: is gone, but tests/contract/routes.tsv promises its address /docs/postgres-howtos/vacuum/check-progress. Restore the file at this path (the address comes from it).',
      'blog/: no post has "slug: old-post", but tests/contract/routes.tsv promises /blog/old-post. Restore the post or its slug.',
    ]);
  });

  it('the DBLab Engine reference pages name every item of the fact sheet', () => {
    const file = 'docs/reference-guides/database-lab-engine-configuration-reference.md';
    const real = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    expect(referenceProblems(file, real)).toEqual([]);
    expect(lines(referenceProblems(file, 'Nothing here.')).length).toBeGreaterThan(5);
    expect(lines(referenceProblems(file, 'Nothing here.'))[0]).toMatch(
      /^docs\/reference-guides\/database-lab-engine-configuration-reference\.md: no longer names the key \S+, which the fact sheet tests\/contract\/dblabReference\.ts lists\. Document it on this page\.$/,
    );
  });
});

describe('translations', () => {
  it('notices do not fail the check', () => {
    const report = checkContent([`${ru}/setup/index.md`], { root });
    expect(report.notices).toHaveLength(1);
    expect(report.problems.filter((problem) => problem.field !== 'body')).toEqual([]);
  });
});

describe('the announcement', () => {
  const check = (text?: string) =>
    checkContent(['src/data/announcement.md'], {
      root,
      sources: text === undefined ? undefined : new Map([['src/data/announcement.md', text]]),
    });

  it('an out-of-date translation is a notice, not a problem', () => {
    const report = check();
    expect(report.problems).toEqual([]);
    expect(lines(report.notices)).toEqual([
      'i18n/ru/announcement.json: translates an older announcement, so the Russian site shows the English text until it is updated. Translate the new text into "lead" and "linkLabel", and set "translates" to {"lead":"Read the fixture guide:","linkLabel":"the guide"}.',
    ]);
  });

  it('may link to any page of the site, and a typo is a problem', () => {
    expect(check('Tagged posts: [read them](/blog/tags/launch-week)\n').problems).toEqual([]);
    expect(lines(check('Read the guide: [the guide](/docs/guid)\n').problems)).toEqual([
      'src/data/announcement.md: links to /docs/guid, which is not a page of the site. Fix the address in the link (e.g. /blog/tags/postgres-marathon).',
    ]);
  });

  it('a translation without its fields says what to write', () => {
    const report = checkContent(['i18n/ru/announcement.json'], {
      root,
      sources: new Map([['i18n/ru/announcement.json', '{ "lead": "Читайте:" }']]),
    });
    expect(lines(report.problems)).toEqual([
      'i18n/ru/announcement.json: needs "lead" and "linkLabel" (the translation) and "translates" (the English "lead" and "linkLabel" it translates), or the build fails on it. Write {"translates":{"lead":"Read the fixture guide:","linkLabel":"the guide"},"lead":"…","linkLabel":"…"}.',
    ]);
  });

  it('a line of another shape says what to write', () => {
    expect(lines(check('Just text\n').problems)).toEqual([
      'src/data/announcement.md: the announcement has 0 links; it needs exactly one. Write one line of text that ends with one link, e.g. "One lesson a day: [read #PostgresMarathon](/blog/tags/postgres-marathon)".',
    ]);
  });
});
