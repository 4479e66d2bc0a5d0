/**
 * The site's `markdown.parseFrontMatter` hook: Docusaurus's own parser, then
 * the rules a build must not let through. A doc, how-to, post or rules page
 * without its required front matter (a missing `description` would otherwise
 * become a cut-off first sentence), or a post without its truncate marker,
 * stops the build with a sentence naming the file, the field and the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { contentKindOf, formatProblems, requiredFieldProblems, truncateProblems } from './frontMatterRules';

export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    // The blog compiles a post twice, once cut at its marker for the lists: read the whole file.
    const body =
      contentKindOf(file) === 'post'
        ? fs.readFileSync(params.filePath, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
        : '';
    const problems = [...requiredFieldProblems(file, result.frontMatter), ...truncateProblems(file, body)];
    if (problems.length > 0) throw new Error(formatProblems(problems));
    return result;
  };
}
