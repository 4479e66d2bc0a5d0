/** Fails a test once, with every content problem as a sentence, instead of an assertion diff. */
import { formatProblems, type Problem } from '../../src/plugins/content-rules/frontMatterRules';

export function expectNoProblems(problems: readonly Problem[]): void {
  if (problems.length > 0) throw new Error(formatProblems(problems));
}
