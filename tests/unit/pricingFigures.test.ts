// Every price, plan limit, support response time and licence on the site comes from
// src/data/pricing.ts: docs, blog posts and source files import the figure instead of typing
// it, so a change is made in one place.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findPlanFigures,
  findPriceFigures,
  notPlanFigures,
  notPrices,
  planFigureProblems,
  priceFigureProblems,
  priceRoots as roots,
  pricingModule,
  scannedFiles,
  withoutCode,
  type FigureProblem,
} from '../../scripts/contentChecks/priceFigures';

const siteDir = path.resolve(__dirname, '../..');
const format = (found: FigureProblem[]) => found.map(({ file, line, message }) => `${file}:${line}: ${message}`);
const problems = (file: string, source: string) => format(priceFigureProblems(file, source));
const planProblems = (file: string, source: string) => format(planFigureProblems(file, source));

describe('price detector', () => {
  it('finds a hard-coded price (the check can fail)', () => {
    const page = 'The Standard Edition costs $63 per month, or 0.09 USD per hour.\n';
    expect(findPriceFigures('docs/bad.md', page).map((figure) => figure.text)).toEqual(['$63', '0.09 USD']);
    expect(problems('docs/bad.md', page)[0]).toMatch(/^docs\/bad\.md:1: the price "\$63" is typed/);
  });

  it('finds prices written in other ways', () => {
    const page = [
      'Booster: $4,500 once.',
      'From 62/month.',
      'Enterprise from $0.2662 per 100 GiB.',
      'Less than $2 for a pilot.',
    ];
    expect(findPriceFigures('src/x.ts', page.join('\n')).map((figure) => figure.text)).toEqual([
      '$4,500',
      '62/month',
      '$0.2662',
      '$2',
    ]);
  });

  it('finds a price in a Markdown table', () => {
    expect(findPriceFigures('blog/x.mdx', '| RDS | $365 per clone |\n').map((figure) => figure.text)).toEqual(['$365']);
  });

  it('ignores placeholders, code, imported figures and non-price rates', () => {
    const page = [
      'Filter with `where id = $1` and see below.',
      '```sql',
      'select * from orders where customer_id = $1 and total > 100;',
      '```',
      'From {formatUsd(standardEdition.startingMonthlyUsd)} per month.',
      'Restores ran at 7 TiB per hour; rows per hour.',
    ].join('\n');
    expect(findPriceFigures('docs/good.md', page)).toEqual([]);
    expect(findPriceFigures('src/a.ts', "text.replace(/x(y)/g, '$1'); const q = 'where id = $1\\nlimit 1';")).toEqual(
      [],
    );
  });

  it('keeps line numbers when code blocks are blanked out', () => {
    expect(withoutCode('a\n```\n$5 a month\n```\nb $6').split('\n')).toEqual(['a', '', '', '', 'b $6']);
  });
});

describe('plan, support and licence detector', () => {
  it('finds a hand-typed plan limit, support time and licence (the check can fail)', () => {
    const page = [
      'SE serves up to 2000 GiB per instance.',
      'Support answers within 3 business days, or one business day with the add-on.',
      '| Engine | Apache 2.0 (since 3.5) |',
      'Joe Bot is GNU AGPL v3; versions 2.0 to 3.4 of the engine were AGPLv3 licensed.',
    ].join('\n');
    expect(findPlanFigures('docs/bad.md', page).map((figure) => [figure.line, figure.kind, figure.text])).toEqual([
      [1, 'plan limit', '2000 GiB per instance'],
      [2, 'support response time', '3 business days'],
      [2, 'support response time', 'one business day'],
      [3, 'licence', 'Apache 2.0'],
      [3, 'licence', 'since 3.5'],
      [4, 'licence', 'GNU AGPL v3'],
      [4, 'licence', 'versions 2.0 to 3.4'],
      [4, 'licence', 'AGPLv3'],
    ]);
    expect(planProblems('docs/bad.md', page)[0]).toBe(
      'docs/bad.md:1: the plan limit "2000 GiB per instance" is typed into the text. ' +
        `Read it from ${pricingModule} instead (add it there if it is new), ` +
        'for example {standardEdition.maxDatabaseSizeGiB} GiB per instance in an .mdx page ' +
        '(rename the .md page to .mdx so that it can import).',
    );
  });

  it('finds a licence typed into a source file', () => {
    expect(planProblems('src/data/x.ts', "value: 'Apache 2.0',")).toEqual([
      'src/data/x.ts:1: the licence "Apache 2.0" is typed into the text. ' +
        `Read it from ${pricingModule} instead (add it there if it is new), ` +
        'for example licences.dblabEngine.name or since licences.dblabEngine.sinceVersion in code.',
    ]);
  });

  it('ignores imported figures, code, unrelated versions and other sizes', () => {
    const page = [
      'Up to {standardEdition.maxDatabaseSizeGiB} GiB per instance, answers in {standardEdition.supportResponseBusinessDays} business days.',
      'Licensed under {licences.dblabEngine.name} since {licences.dblabEngine.sinceVersion}.',
      'DBLab Engine is open source. Since version 4.0 it supports branches.',
      'Give the instance 64 GiB of RAM; the license key is in `apache-2.0.txt`.',
      '```text',
      'License: Apache 2.0',
      '```',
    ].join('\n');
    expect(findPlanFigures('docs/good.mdx', page)).toEqual([]);
  });
});

describe('prices on the site', () => {
  const files = scannedFiles(siteDir, roots, [pricingModule]);

  it('scans docs, blog posts and source files', () => {
    for (const root of roots) {
      expect(
        files.filter((file) => file.startsWith(`${root}${path.sep}`)).length,
        `no files found under ${root}/`,
      ).toBeGreaterThan(0);
    }
    expect(files).not.toContain(path.normalize(pricingModule));
  });

  it('come from the pricing module', () => {
    const found = files.flatMap((file) =>
      problems(file.split(path.sep).join('/'), fs.readFileSync(path.join(siteDir, file), 'utf8')),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it('take plan limits, support response times and licences from the pricing module', () => {
    const found = files.flatMap((file) =>
      planProblems(file.split(path.sep).join('/'), fs.readFileSync(path.join(siteDir, file), 'utf8')),
    );
    expect(found, found.join('\n')).toEqual([]);
  });

  it.each(notPlanFigures.map((entry) => [`${entry.file}: ${entry.text}`, entry] as const))(
    'plan figure exception still needed: %s',
    (_name, entry) => {
      const figures = findPlanFigures(entry.file, fs.readFileSync(path.join(siteDir, entry.file), 'utf8'));
      expect(
        figures.map((figure) => figure.text),
        `${entry.file} no longer says "${entry.text}": delete its entry from notPlanFigures in scripts/contentChecks/priceFigures.ts.`,
      ).toContain(entry.text);
    },
  );

  it.each(notPrices.map((entry) => [`${entry.file}: ${entry.text}`, entry] as const))(
    'exception still needed: %s',
    (_name, entry) => {
      const figures = findPriceFigures(entry.file, fs.readFileSync(path.join(siteDir, entry.file), 'utf8'));
      expect(
        figures.map((figure) => figure.text),
        `${entry.file} no longer says "${entry.text}": delete its entry from notPrices in scripts/contentChecks/priceFigures.ts.`,
      ).toContain(entry.text);
    },
  );
});
