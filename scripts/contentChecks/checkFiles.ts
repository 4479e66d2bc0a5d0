/**
 * Reads content files and runs every writing rule on them (not the SQL):
 * front matter, word floors, tags and authors, the truncate marker, heading
 * order and code block languages. Each problem is a sentence naming the file,
 * the field and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { parse } from 'yaml';
import {
  contentKindOf,
  pageProblems,
  type Problem,
  type Vocabulary,
} from '../../src/plugins/content-rules/frontMatterRules';
import {
  codeLanguageProblems,
  diagramTextProblems,
  headingOrderProblems,
  type MdNode,
} from '../../src/plugins/content-rules/markdownStructure';

export const siteRoot = path.resolve(__dirname, '../..');

function yamlKeys(root: string, file: string): Set<string> {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return new Set();
  return new Set(Object.keys((parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown> | null) ?? {}));
}

export function loadVocabulary(root = siteRoot): Vocabulary {
  return {
    docTags: yamlKeys(root, 'docs/tags.yml'),
    blogTags: yamlKeys(root, 'blog/tags.yml'),
    blogAuthors: yamlKeys(root, 'blog/authors.yml'),
    staticFileExists: (publicPath) => fs.existsSync(path.join(root, 'static', publicPath)),
  };
}

export type SplitSource = {
  frontMatter: Record<string, unknown>;
  body: string;
  /** Lines before the body (front matter and its fences). */
  bodyLineOffset: number;
  /** Set when the front matter is not valid YAML. */
  yamlError?: string;
};

export function splitFrontMatter(source: string): SplitSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n/.exec(source);
  if (!match) return { frontMatter: {}, body: source, bodyLineOffset: 0 };
  const body = source.slice(match[0].length);
  const bodyLineOffset = match[0].split('\n').length - 1;
  try {
    const parsed = parse(match[1] ?? '') as unknown;
    const frontMatter = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    return { frontMatter, body, bodyLineOffset };
  } catch (error) {
    return { frontMatter: {}, body, bodyLineOffset, yamlError: (error as Error).message.split('\n')[0] };
  }
}

/** Every writing rule of one file's text. `file` is repository-relative. */
export function checkContentSource(file: string, source: string, vocabulary: Vocabulary): Problem[] {
  if (!contentKindOf(file)) return [];
  const { frontMatter, body, bodyLineOffset, yamlError } = splitFrontMatter(source);
  if (yamlError) {
    return [
      {
        file,
        line: 2,
        field: 'front matter',
        message: `the front matter between the --- lines is not valid YAML (${yamlError}). Quote values that contain a colon.`,
      },
    ];
  }
  const tree = fromMarkdown(body) as MdNode;
  return [
    ...pageProblems(file, frontMatter, body, vocabulary),
    ...headingOrderProblems(file, tree, bodyLineOffset),
    ...codeLanguageProblems(file, tree, bodyLineOffset),
    ...diagramTextProblems(file, tree, bodyLineOffset),
  ];
}

/** Reads and checks one file given relative to `root`. */
export function checkContentFile(file: string, vocabulary: Vocabulary, root = siteRoot): Problem[] {
  return checkContentSource(file, fs.readFileSync(path.join(root, file), 'utf8'), vocabulary);
}

/** Markdown files (repository-relative) below a folder of the site. */
export function contentFilesUnder(folder: string, root = siteRoot): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => contentKindOf(file) !== null)
    .sort();
}
