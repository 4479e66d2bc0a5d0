/**
 * Front matter and body rules of docs, how-tos, posts and rules pages, as
 * plain sentences: each names the file, the field and the fix. Used by
 * `npm run check:content`, the unit tests and (for the rules that must stop a
 * build) the `markdown.parseFrontMatter` hook of docusaurus.config.ts.
 */
import {
  contentRules,
  coverImagePattern,
  descriptionLength,
  difficulties,
  docIndexMinWords,
  placeholderPattern,
  releaseNoteMinWords,
  releaseNoteTag,
  titleMinLength,
  truncateMarker,
  truncateMinOffset,
  type ContentKind,
} from '../../data/contentRules';
import { proseWordCount } from '../raw-markdown/rawMarkdown';
import { maxSearchErrors, quotesError, searchErrorsKey, searchErrorsOf } from '../search-local/searchErrors';

export type Problem = {
  /** Path from the repository root, with forward slashes. */
  file: string;
  line?: number;
  /** Front matter field or body part the problem is about. */
  field: string;
  /** A sentence that says what is wrong and how to fix it. */
  message: string;
};

export function formatProblem(problem: Problem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`;
}

/** One message listing every problem, for a test or build failure. */
export function formatProblems(problems: readonly Problem[]): string {
  const noun = problems.length === 1 ? 'problem' : 'problems';
  return `${problems.length} content ${noun}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`;
}

/**
 * The kind of content a file is, from its path (repository-relative, or
 * inside a locale's translated copy under i18n/), or null when no rule applies.
 * Files whose name starts with `_` are partials, imported by other pages.
 */
export function contentKindOf(file: string): ContentKind | null {
  const posix = file.replace(/\\/g, '/');
  const name = posix.split('/').pop() ?? '';
  if (!/\.mdx?$/.test(name) || name.startsWith('_')) return null;
  const relative = posix
    .replace(/^.*?i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//, 'docs/')
    .replace(/^.*?i18n\/[^/]+\/docusaurus-plugin-content-docs-rules\/current\//, 'rules/')
    .replace(/^.*?i18n\/[^/]+\/docusaurus-plugin-content-blog\//, 'blog/');
  const fromRoot = /^((?:docs|blog|rules)\/.*)$/.exec(relative)?.[1];
  if (!fromRoot) return null;
  if (fromRoot.startsWith('blog/')) return 'post';
  if (fromRoot.startsWith('rules/')) return 'rule';
  if (fromRoot.startsWith(contentRules.howto.folder) && !/\/index\.mdx?$/.test(fromRoot)) return 'howto';
  return 'doc';
}

function isIndexPage(file: string): boolean {
  return /(^|\/)index\.mdx?$/.test(file);
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const fieldHints: Record<string, string> = {
  title: 'the page title, shown as its h1',
  description: `one or two sentences of ${descriptionLength.min} to ${descriptionLength.max} characters for search results and link previews`,
  sidebar_label: 'a short label for the sidebar',
  keywords: 'a list of search keywords, e.g. [vacuum, autovacuum]',
  tags: 'a list of tags',
  slug: 'the address after /blog/, e.g. 20250724-postgres-howtos-launch',
  authors: 'a list of keys of blog/authors.yml',
  date: 'the publication date, YYYY-MM-DD',
  image: 'a cover image under static/img/blog/, e.g. /img/blog/<slug>/cover.svg',
};

/**
 * Rules a build must enforce (the others are left to `npm run check:content`):
 * required fields present. Returns problems without reading anything else.
 */
export function requiredFieldProblems(file: string, frontMatter: Record<string, unknown>): Problem[] {
  const kind = contentKindOf(file);
  if (!kind) return [];
  return contentRules[kind].requiredFields
    .filter((field) => isEmpty(frontMatter[field]))
    .map((field) => ({
      file,
      field,
      message: `front matter has no "${field}". Add \`${field}:\` with ${fieldHints[field] ?? 'a value'}.`,
    }));
}

/** A post in an .mdx file needs the MDX truncate marker after its opening paragraphs. */
export function truncateProblems(file: string, body: string): Problem[] {
  if (contentKindOf(file) !== 'post') return [];
  const isMdx = file.endsWith('.mdx');
  const htmlMarker = '<!-- truncate -->';
  if (isMdx && body.includes(htmlMarker)) {
    return [
      {
        file,
        field: 'truncate marker',
        message: `uses ${htmlMarker}, which breaks an MDX file. Write ${truncateMarker} on its own line instead.`,
      },
    ];
  }
  const marker = isMdx ? truncateMarker : htmlMarker;
  const index = body.indexOf(marker);
  if (index < 0) {
    return [
      {
        file,
        field: 'truncate marker',
        message: `has no truncate marker. Put ${marker} on its own line after the opening paragraphs: the blog lists show the text above it.`,
      },
    ];
  }
  if (index < truncateMinOffset) {
    return [
      {
        file,
        field: 'truncate marker',
        message: `has its truncate marker ${index} characters into the post. Move ${marker} below the opening paragraphs (at least ${truncateMinOffset} characters of text before it).`,
      },
    ];
  }
  return [];
}

/** What a page's tags, authors and images may refer to. */
export type Vocabulary = {
  docTags: ReadonlySet<string>;
  blogTags: ReadonlySet<string>;
  blogAuthors: ReadonlySet<string>;
  /** Whether a file exists under static/ (path starting with `/`). */
  staticFileExists: (publicPath: string) => boolean;
};

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

/** Every front matter and prose rule of one page. */
export function pageProblems(
  file: string,
  frontMatter: Record<string, unknown>,
  body: string,
  vocabulary: Vocabulary,
): Problem[] {
  const kind = contentKindOf(file);
  if (!kind) return [];
  const problems: Problem[] = [...requiredFieldProblems(file, frontMatter)];
  const add = (field: string, message: string) => problems.push({ file, field, message });

  const title = frontMatter.title;
  if (typeof title === 'string' && title.trim().length > 0 && title.trim().length < titleMinLength) {
    add('title', `"title" is "${title}"; write a title of at least ${titleMinLength} characters.`);
  }
  const description = frontMatter.description;
  if (typeof description === 'string' && description.trim() !== '') {
    const length = description.trim().length;
    if (length < descriptionLength.min || length > descriptionLength.max) {
      add(
        'description',
        `"description" is ${length} characters; write ${descriptionLength.min} to ${descriptionLength.max} (search results cut longer ones).`,
      );
    }
  }

  const tags = stringList(frontMatter.tags);
  const tagFile = kind === 'post' ? 'blog/tags.yml' : 'docs/tags.yml';
  const known = kind === 'post' ? vocabulary.blogTags : vocabulary.docTags;
  for (const tag of tags) {
    if (!known.has(tag)) {
      add('tags', `tag "${tag}" is not in ${tagFile}. Use a key listed there, or add the tag to that file first.`);
    }
  }

  if (kind === 'howto') {
    if (tags.length > 0 && !(difficulties as readonly string[]).includes(tags[0] ?? '')) {
      add(
        'tags',
        `the first tag is "${tags[0]}"; a how-to's tags start with its difficulty: ${difficulties.join(', ')}.`,
      );
    }
    if (frontMatter.keywords !== undefined && !Array.isArray(frontMatter.keywords)) {
      add('keywords', '"keywords" must be a list, e.g. keywords: [vacuum, autovacuum].');
    }
  }

  const listedErrors = frontMatter[searchErrorsKey];
  if (listedErrors !== undefined) {
    const errors = searchErrorsOf(frontMatter);
    if (!Array.isArray(listedErrors) || errors.length !== listedErrors.length) {
      add(
        searchErrorsKey,
        `"${searchErrorsKey}" must be a list of quoted PostgreSQL error messages, e.g. ${searchErrorsKey}: ['canceling statement due to lock timeout'].`,
      );
    } else if (errors.length > maxSearchErrors) {
      add(
        searchErrorsKey,
        `"${searchErrorsKey}" lists ${errors.length} messages; keep the ${maxSearchErrors} or fewer the page is about.`,
      );
    }
    for (const message of errors) {
      if (!quotesError(body, message)) {
        add(
          searchErrorsKey,
          `the page never quotes the error "${message}". List only messages the page shows, in PostgreSQL's wording (%s, %d or %u where the server fills in a value).`,
        );
      }
    }
  }

  const isReleaseNote = kind === 'post' && tags.includes(releaseNoteTag);
  if (kind === 'post') {
    for (const author of stringList(frontMatter.authors)) {
      if (!vocabulary.blogAuthors.has(author)) {
        add('authors', `author "${author}" is not in blog/authors.yml. Use a key listed there.`);
      }
    }
    const image = frontMatter.image;
    if (typeof image === 'string' && image !== '') {
      if (!coverImagePattern.test(image)) {
        add(
          'image',
          `"image" is ${image}; a cover is an SVG or PNG under /img/blog/, e.g. /img/blog/<slug>/cover.svg.`,
        );
      } else if (!vocabulary.staticFileExists(image)) {
        add('image', `"image" is ${image}, but static${image} does not exist. Add the file or fix the path.`);
      }
    }
    problems.push(...truncateProblems(file, body));
  }

  const floor =
    kind === 'post'
      ? isReleaseNote
        ? releaseNoteMinWords
        : contentRules.post.minWords
      : kind !== 'howto' && isIndexPage(file)
        ? docIndexMinWords
        : contentRules[kind].minWords;
  const words = proseWordCount(body);
  if (words < floor) {
    const what = isReleaseNote ? 'a release note' : kind === 'howto' ? 'a how-to' : `a ${kind}`;
    add(
      'body',
      `has ${words} words of prose; ${what} needs at least ${floor} (code blocks, tags and link addresses do not count). Add explanation.`,
    );
  }
  const placeholder = placeholderPattern.exec(body);
  if (placeholder) {
    add('body', `contains "${placeholder[0]}", which marks unfinished text. Finish or remove that passage.`);
  }
  return problems;
}
