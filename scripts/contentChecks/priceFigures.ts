/**
 * Finds prices typed into pages and source files. Every price, plan and licence
 * figure lives in `src/data/pricing.ts`; pages import it from there, so a figure
 * written out anywhere else is a second copy that can drift. Used by
 * tests/unit/pricingFigures.test.ts over the whole site and by
 * `npm run check:content` for the files it is given.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PriceFigure = { line: number; text: string };

const textFile = /\.(md|mdx|ts|tsx|js|jsx|json|ya?ml)$/;

/** Files below each root that can hold page text or data, sorted. */
export function scannedFiles(siteDir: string, roots: readonly string[], excluded: readonly string[]): string[] {
  const skip = new Set(excluded.map((file) => path.normalize(file)));
  return roots
    .flatMap((root) => {
      const dir = path.join(siteDir, root);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => textFile.test(file))
        .map((file) => path.normalize(path.join(root, file)));
    })
    .filter((file) => !skip.has(file))
    .sort();
}

/**
 * Markdown with code blocks and inline code blanked out, line for line: SQL
 * placeholders such as `$1` and shell variables are code, not prices.
 */
export function withoutCode(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== null) {
        if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      if (marker !== undefined) {
        fence = marker;
        return '';
      }
      return line.replace(/(`+)[^`]*?\1/g, ' ');
    })
    .join('\n');
}

const amount = String.raw`\d[\d,]*(?:\.\d+)?`;
const patterns: readonly RegExp[] = [
  // $62, $1,185, $0.2662, $500k; a single digit such as $1 is a placeholder unless prose follows.
  new RegExp(String.raw`(?<![\w$\\])[$€£]\s?${amount}(?:\s?(?:[kKmMbB]\b|million|billion))?`, 'g'),
  // 62 USD, USD 62, 500 dollars
  new RegExp(String.raw`\b${amount}\s?(?:USD|EUR|GBP|dollars?)\b|\b(?:USD|EUR|GBP)\s?${amount}`, 'g'),
  // 62/month, 0.08 per hour, 500 a month: a bare number with a billing period is a price too.
  new RegExp(String.raw`\b${amount}\s?(?:\/\s?|per\s|an?\s)(?:month|mo|hour|hr|year|yr)\b`, 'g'),
];

/** `$1` followed by anything but a space and a word is a placeholder (`'$1'`, `$1,`, `$1)`, `$1\n`). */
function isPlaceholder(text: string, rest: string): boolean {
  return /^[$€£]\d$/.test(text) && !/^[ \t]+[A-Za-z]/.test(rest);
}

/** Price figures in one file's text; Markdown code is ignored. */
export function findPriceFigures(file: string, source: string): PriceFigure[] {
  const text = /\.mdx?$/.test(file) ? withoutCode(source) : source;
  const figures: PriceFigure[] = [];
  text.split('\n').forEach((line, index) => {
    const found = new Map<number, string>();
    for (const pattern of patterns) {
      for (const match of line.matchAll(pattern)) {
        const start = match.index ?? 0;
        if (isPlaceholder(match[0], line.slice(start + match[0].length))) continue;
        if (![...found.keys()].some((at) => at <= start && start < at + (found.get(at)?.length ?? 0))) {
          found.set(start, match[0]);
        }
      }
    }
    for (const [, figure] of [...found.entries()].sort(([a], [b]) => a - b)) {
      figures.push({ line: index + 1, text: figure.trim() });
    }
  });
  return figures;
}

export type PlanFigureKind = 'plan limit' | 'support response time' | 'licence';
export type PlanFigure = PriceFigure & { kind: PlanFigureKind };

const numberWord = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten)`;
const licenceName = String.raw`(?:GNU\s+)?(?:A|L)?GPL\s?-?v?\d(?:\.\d)?|Apache(?:\s+License)?,?\s+(?:version\s+|v)?2\.0`;
const planPatterns: readonly { kind: PlanFigureKind; pattern: RegExp }[] = [
  // 2000 GiB per instance: the size limit of a plan.
  { kind: 'plan limit', pattern: new RegExp(String.raw`\b${amount}\s?(?:GiB|GB|TiB|TB)\s+per\s+instance\b`, 'g') },
  // 3 business days, one business day: how fast support answers.
  {
    kind: 'support response time',
    pattern: new RegExp(String.raw`\b(?:\d+|${numberWord})\s+business\s+days?\b`, 'gi'),
  },
  // Apache 2.0, GNU AGPL v3, AGPLv3: a licence name with its version.
  { kind: 'licence', pattern: new RegExp(String.raw`\b(?:${licenceName})\b`, 'g') },
];

/** A cell or sentence that talks about a licence: a version in it is the licence's history. */
const aboutLicence = new RegExp(String.raw`licen[cs]|${licenceName}|\blicences\.`, 'i');
/** "since 3.5", "since version 3.5", "versions 2.0 to 3.4": the releases a licence applies to. */
const licenceVersions =
  /\b(?:[Ss]ince\s+(?:version\s+|v)?\d+\.\d+(?:\.\d+)?|[Vv]ersions\s+\d+\.\d+(?:\.\d+)?\s*(?:to|through|–|-)\s*\d+\.\d+(?:\.\d+)?)/g;

/**
 * Plan limits, support response times and licence names (with the releases they
 * apply to) typed into one file's text; Markdown code is ignored. Each belongs in
 * `src/data/pricing.ts`, like prices.
 */
export function findPlanFigures(file: string, source: string): PlanFigure[] {
  const text = /\.mdx?$/.test(file) ? withoutCode(source) : source;
  const figures: PlanFigure[] = [];
  text.split('\n').forEach((line, index) => {
    const found: { at: number; kind: PlanFigureKind; text: string }[] = [];
    for (const { kind, pattern } of planPatterns) {
      for (const match of line.matchAll(pattern)) found.push({ at: match.index ?? 0, kind, text: match[0] });
    }
    // Table cells and sentences, each checked on its own for licence versions.
    let offset = 0;
    for (const segment of line.split(/(\||(?<=[.!?])\s+)/)) {
      if (segment !== undefined && aboutLicence.test(segment)) {
        for (const match of segment.matchAll(licenceVersions)) {
          found.push({ at: offset + (match.index ?? 0), kind: 'licence', text: match[0] });
        }
      }
      offset += segment?.length ?? 0;
    }
    for (const figure of found.sort((a, b) => a.at - b.at)) {
      figures.push({ line: index + 1, kind: figure.kind, text: figure.text.replace(/\s+/g, ' ').trim() });
    }
  });
  return figures;
}

/** The module every figure comes from, and the folders whose files may not type one. */
export const pricingModule = 'src/data/pricing.ts';
export const priceRoots = ['docs', 'blog', 'src'] as const;

/** Whether the figure rules apply to a repository-relative file. */
export function isPriceScanned(file: string): boolean {
  return priceRoots.some((root) => file.startsWith(`${root}/`)) && textFile.test(file) && file !== pricingModule;
}

/**
 * Sums of money that are not prices of anything we sell or compare, each with
 * its reason. An entry that no longer matches its file fails the unit test, so
 * the list cannot outlive the text it excuses.
 */
export const notPrices: readonly { file: string; text: string; reason: string }[] = [
  { file: 'src/data/caseStudies.ts', text: '$65M', reason: "a customer's annual revenue" },
  { file: 'src/data/caseStudies.ts', text: '$635M', reason: "a customer's annual revenue" },
  { file: 'blog/2024-01-27-postgres-ai-bot/index.mdx', text: '$350k', reason: 'cloud credits from a startup program' },
];

/**
 * Plan, support and licence wording that is not a figure of our plans, each with
 * its reason. Like `notPrices`, an entry that no longer matches fails the test.
 */
export const notPlanFigures: readonly { file: string; text: string; reason: string }[] = [
  {
    file: 'src/data/consultingLanding.ts',
    text: 'one business day',
    reason: 'the reply promise of the consulting request form, not the support terms of a plan',
  },
];

/** A figure typed into a file, with the sentence that says what to write instead. */
export type FigureProblem = { file: string; line: number; message: string };

/** Prices typed into a file (not those of `notPrices`). */
export function priceFigureProblems(file: string, source: string): FigureProblem[] {
  return findPriceFigures(file, source)
    .filter((figure) => !notPrices.some((entry) => entry.file === file && entry.text === figure.text))
    .map((figure) => ({
      file,
      line: figure.line,
      message:
        `the price "${figure.text}" is typed into the text. ` +
        `Import it from ${pricingModule} instead (add it there if it is new), ` +
        'for example {formatUsd(standardEdition.startingMonthlyUsd)} in an .mdx page.',
    }));
}

/** How to fix each kind of figure, as an example an .mdx page can copy. */
const planFixes: Record<PlanFigureKind, string> = {
  'plan limit': '{standardEdition.maxDatabaseSizeGiB} GiB per instance',
  'support response time': '{standardEdition.supportResponseBusinessDays} business days',
  licence: '{licences.dblabEngine.name} or since {licences.dblabEngine.sinceVersion}',
};

/** Plan limits, support response times and licences typed into a file (not those of `notPlanFigures`). */
export function planFigureProblems(file: string, source: string): FigureProblem[] {
  return findPlanFigures(file, source)
    .filter((figure) => !notPlanFigures.some((entry) => entry.file === file && entry.text === figure.text))
    .map((figure) => {
      const example = planFixes[figure.kind];
      const fix = /\.mdx?$/.test(file)
        ? `for example ${example} in an .mdx page${/\.md$/.test(file) ? ' (rename the .md page to .mdx so that it can import)' : ''}`
        : `for example ${example.replace(/[{}]/g, '')} in code`;
      return {
        file,
        line: figure.line,
        message: `the ${figure.kind} "${figure.text}" is typed into the text. Read it from ${pricingModule} instead (add it there if it is new), ${fix}.`,
      };
    });
}
