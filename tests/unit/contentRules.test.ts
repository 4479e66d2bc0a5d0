// Each deliberate mistake a writer can make is caught with a sentence that names the file, the field and the fix.
import { describe, expect, it } from 'vitest';
import { checkContentSource } from '../../scripts/contentChecks/checkFiles';
import { contentKindOf, formatProblems } from '@site/src/plugins/content-rules/frontMatterRules';
import type { Vocabulary } from '@site/src/plugins/content-rules/frontMatterRules';
import { contentRules, descriptionLength } from '@site/src/data/contentRules';

const vocabulary: Vocabulary = {
  docTags: new Set(['beginner', 'intermediate', 'advanced', 'vacuum']),
  blogTags: new Set(['launch-week', 'product-announcements']),
  blogAuthors: new Set(['engineering']),
  staticFileExists: (publicPath) => publicPath === '/img/blog/new-post/cover.svg',
};

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
const description = 'How to find the tables whose autovacuum falls behind, and what to change first.';

function howto(frontMatter: string, body = `${words(260)}\n\n## Check\n\n${words(10)}\n`) {
  return `---\n${frontMatter}\n---\n\n${body}`;
}
const goodHowto = [
  'title: How to check autovacuum progress',
  'sidebar_label: Autovacuum progress',
  `description: ${description}`,
  'keywords: [vacuum]',
  'tags: [beginner, vacuum]',
].join('\n');

function post(frontMatter: Record<string, string>, body: string) {
  const fields = {
    slug: 'new-post',
    title: 'A new post about clones',
    description,
    authors: '[engineering]',
    tags: '[launch-week]',
    date: '2026-01-15',
    image: '/img/blog/new-post/cover.svg',
    ...frontMatter,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}`;
}
const postBody = `${words(60)}\n\n{/* truncate */}\n\n${words(300)}\n`;

const messages = (file: string, source: string) => checkContentSource(file, source, vocabulary).map((p) => p.message);
const howtoFile = 'docs/postgres-howtos/performance/vacuum/check-progress.md';

describe('content kinds', () => {
  it('are read from the path, including translated copies; partials are skipped', () => {
    expect(contentKindOf('docs/dblab-howtos/clone.md')).toBe('doc');
    expect(contentKindOf(howtoFile)).toBe('howto');
    expect(contentKindOf('docs/postgres-howtos/index.md')).toBe('doc');
    expect(contentKindOf('blog/2026-01-15-new/index.mdx')).toBe('post');
    expect(contentKindOf('rules/sql-style.md')).toBe('rule');
    expect(contentKindOf('i18n/ru/docusaurus-plugin-content-docs/current/checkup.md')).toBe('doc');
    expect(contentKindOf('i18n/ru/docusaurus-plugin-content-blog/2026-01-15-new/index.mdx')).toBe('post');
    expect(contentKindOf('docs/_partial.mdx')).toBeNull();
    expect(contentKindOf('src/pages/privacy.mdx')).toBeNull();
  });
});

describe('a correct how-to and post', () => {
  it('have no problems', () => {
    expect(checkContentSource(howtoFile, howto(goodHowto), vocabulary)).toEqual([]);
    expect(checkContentSource('blog/2026-01-15-new/index.mdx', post({}, postBody), vocabulary)).toEqual([]);
  });
});

describe('deliberate mistakes', () => {
  it('a missing description names the field and what to write', () => {
    const source = howto(goodHowto.replace(/^description:.*$/m, ''));
    const problems = checkContentSource(howtoFile, source, vocabulary);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe('description');
    expect(formatProblems(problems)).toContain(
      `${howtoFile}: front matter has no "description". Add \`description:\` with one or two sentences of ${descriptionLength.min} to ${descriptionLength.max} characters`,
    );
  });

  it('a short description says how long it is and how long it should be', () => {
    expect(messages(howtoFile, howto(goodHowto.replace(description, 'Too short.')))).toEqual([
      `"description" is 10 characters; write ${descriptionLength.min} to ${descriptionLength.max} (search results cut longer ones).`,
    ]);
  });

  it('a listed PostgreSQL error the page never quotes, and a list that is not one', () => {
    const body = `${words(260)}\n\n## Check\n\n\`\`\`text\nERROR:  duplicate key value violates unique constraint "items_pkey"\n\`\`\`\n`;
    const listed = (entries: string) => howto(`${goodHowto}\nsearch_errors: ${entries}`, body);
    expect(messages(howtoFile, listed(`['duplicate key value violates unique constraint "%s"']`))).toEqual([]);
    expect(messages(howtoFile, listed(`['deadlock detected']`))).toEqual([
      `the page never quotes the error "deadlock detected". List only messages the page shows, in PostgreSQL's wording (%s, %d or %u where the server fills in a value).`,
    ]);
    expect(messages(howtoFile, listed('deadlock detected'))).toEqual([
      `"search_errors" must be a list of quoted PostgreSQL error messages, e.g. search_errors: ['canceling statement due to lock timeout'].`,
    ]);
  });

  it('too few words states the count and the floor', () => {
    expect(messages(howtoFile, howto(goodHowto, `${words(120)}\n`))).toEqual([
      `has 120 words of prose; a how-to needs at least ${contentRules.howto.minWords} (code blocks, tags and link addresses do not count). Add explanation.`,
    ]);
  });

  it('an unknown tag and a missing difficulty point to the tags file', () => {
    expect(messages(howtoFile, howto(goodHowto.replace('[beginner, vacuum]', '[vacuum, vacum]')))).toEqual([
      'tag "vacum" is not in docs/tags.yml. Use a key listed there, or add the tag to that file first.',
      `the first tag is "vacuum"; a how-to's tags start with its difficulty: beginner, intermediate, advanced.`,
    ]);
  });

  it('a skipped heading level gives the line and the heading to write', () => {
    const problems = checkContentSource(
      howtoFile,
      howto(goodHowto, `${words(260)}\n\n## Check\n\ntext\n\n#### Details\n\ntext\n`),
      vocabulary,
    );
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [
        15,
        'heading "Details" is h4 (####) right after an h2, skipping a level. Make it ### (h3): headings go down one level at a time.',
      ],
    ]);
  });

  it('a second h1 and a code block without a language', () => {
    expect(
      messages(howtoFile, howto(goodHowto, `${words(260)}\n\n## A\n\n# B\n\n\`\`\`\nselect 1;\n\`\`\`\n`)),
    ).toEqual([
      `heading "B" is a second h1 (# ). The title is the page's only h1: make this section ## (h2).`,
      'a code block has no language. Write it after the opening fence: ```sql, ```bash, or ```text for output (an indented block counts too: fence it).',
    ]);
  });

  it('front matter that is not YAML', () => {
    expect(messages(howtoFile, howto('title: Autovacuum: progress\nsidebar_label: [x'))[0]).toMatch(
      /^the front matter between the --- lines is not valid YAML \(.+\)\. Quote values that contain a colon\.$/,
    );
  });

  it('a post: the HTML truncate marker breaks MDX, and the hint gives the MDX one', () => {
    expect(
      messages('blog/2026-01-15-new/index.mdx', post({}, postBody.replace('{/* truncate */}', '<!-- truncate -->'))),
    ).toEqual(['uses <!-- truncate -->, which breaks an MDX file. Write {/* truncate */} on its own line instead.']);
    expect(messages('blog/2026-01-15-new/index.mdx', post({}, postBody.replace('{/* truncate */}', '')))).toEqual([
      'has no truncate marker. Put {/* truncate */} on its own line after the opening paragraphs: the blog lists show the text above it.',
    ]);
  });

  it('a post: a missing cover, a cover that does not exist, an unknown author', () => {
    const file = 'blog/2026-01-15-new/index.mdx';
    expect(messages(file, post({ image: '' }, postBody))[0]).toMatch(
      /^front matter has no "image"\. Add `image:` with a cover image under static\/img\/blog\//,
    );
    expect(messages(file, post({ image: '/img/blog/new-post/cover.png', authors: '[engineerin]' }, postBody))).toEqual([
      'author "engineerin" is not in blog/authors.yml. Use a key listed there.',
      '"image" is /img/blog/new-post/cover.png, but static/img/blog/new-post/cover.png does not exist. Add the file or fix the path.',
    ]);
  });

  it('a release note may be shorter than a post', () => {
    const file = 'blog/2026-01-15-new/index.mdx';
    const short = `${words(60)}\n\n{/* truncate */}\n\n${words(170)}\n`;
    expect(messages(file, post({ tags: '[product-announcements]' }, short))).toEqual([]);
    expect(messages(file, post({}, short))).toEqual([
      `has 230 words of prose; a post needs at least ${contentRules.post.minWords} (code blocks, tags and link addresses do not count). Add explanation.`,
    ]);
  });

  it('placeholder text', () => {
    expect(messages(howtoFile, howto(goodHowto, `${words(260)}\n\nTODO: finish this part.\n`))).toEqual([
      'contains "TODO", which marks unfinished text. Finish or remove that passage.',
    ]);
    // A phrase broken across lines is still found.
    expect(messages(howtoFile, howto(goodHowto, `${words(260)}\n\nThis part is coming\nsoon.\n`))).toHaveLength(1);
  });
});
