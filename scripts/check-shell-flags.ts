/**
 * Checks that the long options given to PostgreSQL client tools in shell
 * examples exist in the installed tools (the oldest major version we
 * support), by reading each tool's --help. Exits non-zero on a finding.
 *
 * Usage: jiti scripts/check-shell-flags.ts [folders or files...]
 */
import { markdownFiles } from './lib/markdownFiles';
import { checkShellOptions } from './shellFlags/checkShellOptions';

const roots = process.argv.slice(2);
const targets = roots.length > 0 ? roots : ['docs', 'blog', 'rules'];

const { version, checked, problems } = checkShellOptions(targets.flatMap(markdownFiles));
problems.forEach((problem) => console.log(problem));
console.log(`Shell examples: ${checked} options of PostgreSQL tools checked against ${version}`);
console.log(`${checked - problems.length} passed, ${problems.length} failed`);
process.exit(problems.length > 0 ? 1 : 0);
