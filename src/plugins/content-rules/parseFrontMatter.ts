/**
 * The site's `markdown.parseFrontMatter` hook: Docusaurus's own parser, then
 * the rules a build must not let through. A doc, how-to, post or rules page
 * without its required front matter (a missing `description` would otherwise
 * become a cut-off first sentence), or a post without its truncate marker,
 * stops the build with a sentence naming the file, the field and the fix.
 */
import path from 'node:path';
import type { ParseFrontMatter } from '@docusaurus/types';
import { formatProblems, requiredFieldProblems, truncateProblems } from './frontMatterRules';

export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const file = path.relative(siteDir, params.filePath).split(path.sep).join('/');
    const problems = [...requiredFieldProblems(file, result.frontMatter), ...truncateProblems(file, result.content)];
    if (problems.length > 0) throw new Error(formatProblems(problems));
    return result;
  };
}
