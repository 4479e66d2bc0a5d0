/**
 * A stock Docusaurus classic site of about our size, for side-by-side
 * benchmarks: created from the npm registry with `create-docusaurus`, switched
 * to the same Rust toolchain (`@docusaurus/faster`), filled with 250 synthetic
 * docs and 45 synthetic posts, and built for production. The folder is kept
 * (under .tmp/), so later runs reuse the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const stockVersion = '3.10.2';
const docCount = 250;
const postCount = 45;

const paragraph = (seed) =>
  `Section ${seed} explains how a database team plans a change, tests it on a copy of production data and ` +
  `rolls it out without surprises. It covers indexes, vacuum, locks and replication in plain words, with ` +
  `the commands an engineer runs and what to look for in their output before moving on to the next step.`;

function writeContent(siteDir) {
  const docsDir = path.join(siteDir, 'docs', 'generated');
  fs.mkdirSync(docsDir, { recursive: true });
  for (let index = 1; index <= docCount; index += 1) {
    const sections = [1, 2, 3, 4]
      .map(
        (part) =>
          `## Part ${part}\n\n${paragraph(index * 10 + part)}\n\n\`\`\`sql\nselect ${index} as part_${part};\n\`\`\`\n`,
      )
      .join('\n');
    fs.writeFileSync(
      path.join(docsDir, `page-${index}.md`),
      `---\ntitle: Generated page ${index}\ndescription: A synthetic page for benchmarks.\n---\n\n${paragraph(index)}\n\n${sections}`,
    );
  }
  const blogDir = path.join(siteDir, 'blog');
  for (let index = 1; index <= postCount; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    fs.writeFileSync(
      path.join(blogDir, `2024-${month}-${day}-generated-${index}.md`),
      `---\ntitle: Generated post ${index}\ntags: [facebook]\n---\n\n${paragraph(index)}\n\n{/* truncate */}\n\n${paragraph(index + 1)}\n\n${paragraph(index + 2)}\n`,
    );
  }
}

/** Creates (once) and builds the stock site; returns its build folder. */
export function stockDocusaurusBuild(workDir) {
  const siteDir = path.join(workDir, 'stock-docusaurus');
  const buildDir = path.join(siteDir, 'build');
  if (fs.existsSync(path.join(buildDir, 'index.html'))) return buildDir;
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  console.error(`Creating a stock Docusaurus ${stockVersion} site in ${siteDir} …`);
  run(
    'npx',
    ['--yes', `create-docusaurus@${stockVersion}`, 'stock-docusaurus', 'classic', '--typescript', '--skip-install'],
    workDir,
  );
  run('npm', ['install', '--no-audit', '--no-fund', `@docusaurus/faster@${stockVersion}`], siteDir);
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!/future:\s*{\s*v4:\s*true/.test(config)) {
    throw new Error('The stock template no longer sets future.v4; update scripts/lib/stockDocusaurusSite.mjs.');
  }
  fs.writeFileSync(
    configFile,
    config.replace(/future:\s*{\s*v4:\s*true/, 'future: {\n    v4: true,\n    faster: true'),
  );
  writeContent(siteDir);
  run('npx', ['docusaurus', 'build'], siteDir);
  return buildDir;
}
