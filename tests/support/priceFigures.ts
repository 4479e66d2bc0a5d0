/**
 * Finds prices typed into pages and source files. Every price, plan and licence
 * figure lives in `src/data/pricing.ts`; pages import it from there, so a figure
 * written out anywhere else is a second copy that can drift.
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
