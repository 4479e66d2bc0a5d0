/**
 * Remark plugin: stops the build when a doc, how-to, post or rules page skips
 * a heading level (## then ####) or has a second h1, with a sentence naming
 * the file, the line and the heading to write instead.
 */
import path from 'node:path';
import { contentKindOf, formatProblems } from './frontMatterRules';
import { headingOrderProblems, type MdNode } from './markdownStructure';

/** The site folder: this file lives in `src/plugins/content-rules/`. */
const siteDir = path.resolve(__dirname, '..', '..', '..');

export default function remarkHeadingOrder() {
  return (tree: unknown, file: { path?: string }): void => {
    if (!file.path) return;
    const relative = path.relative(siteDir, file.path).split(path.sep).join('/');
    if (!contentKindOf(relative)) return;
    // The tree's lines count from the top of the file, front matter included.
    const problems = headingOrderProblems(relative, tree as MdNode);
    if (problems.length > 0) throw new Error(formatProblems(problems));
  };
}
