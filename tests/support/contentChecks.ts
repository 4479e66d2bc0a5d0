/**
 * Accessibility checks of a page's HTML as built: what a screen reader user
 * gets from images, diagrams, tables, headings and ARIA labels. Each check
 * returns one readable line per problem.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

type Doc = cheerio.CheerioAPI;

function describe($: Doc, element: AnyNode): string {
  const node = $(element);
  const tag = (element as Element).tagName ?? '?';
  const id = node.attr('id');
  const className = (node.attr('class') ?? '').split(/\s+/).filter(Boolean)[0];
  const src = node.attr('src');
  return `<${tag}${id ? `#${id}` : ''}${className ? `.${className}` : ''}${src ? ` src="${src}"` : ''}>`;
}

function hiddenFromScreenReaders($: Doc, element: AnyNode): boolean {
  if ($(element).closest('[aria-hidden="true"], [hidden]').length > 0) return true;
  return $(element)
    .parents()
    .addBack()
    .toArray()
    .some((node) => /(^|;)\s*display:\s*none/.test($(node).attr('style') ?? ''));
}

/** Alt texts that say nothing about the picture: a file name or a bare word like "image". */
const emptyWords = /^(image|img|picture|photo|graphic|screenshot|screen shot|icon|logo|diagram|figure|banner|cover)$/i;
const fileName = /^[\w-]+\.(png|jpe?g|gif|svg|webp|avif)$/i;

/** Every image has an `alt`; an alt that is there is meaningful (empty marks a decorative image). */
export function imageProblems($: Doc): string[] {
  const problems: string[] = [];
  $('img').each((_, element) => {
    if (hiddenFromScreenReaders($, element)) return;
    const alt = $(element).attr('alt');
    if (alt === undefined) problems.push(`${describe($, element)} has no alt attribute`);
    else if (fileName.test(alt.trim()) || emptyWords.test(alt.trim())) {
      problems.push(`${describe($, element)} has alt="${alt}", which does not describe it`);
    }
  });
  return problems;
}

function textOfIds($: Doc, ids: string | undefined): string {
  return (ids ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => $(`[id="${id}"]`).text().trim())
    .join(' ')
    .trim();
}

/**
 * An inline SVG is decoration hidden from assistive technology, an icon inside
 * a control (the control carries the name), or a figure: role="img", inside a
 * <figure>, or titled. A figure has a <title> that names it and a description
 * (<desc> or aria-describedby) that carries what it shows.
 */
export function svgProblems($: Doc): string[] {
  const problems: string[] = [];
  $('svg').each((_, element) => {
    const svg = $(element);
    if (svg.parents('svg').length > 0) return;
    if (hiddenFromScreenReaders($, element)) return;
    const role = svg.attr('role') ?? '';
    if (/\b(presentation|none)\b/.test(role)) return;
    const figure =
      /\b(img|graphics-document)\b/.test(role) || svg.closest('figure').length > 0 || svg.children('title').length > 0;
    if (!figure) {
      if (svg.closest('a, button, label, summary, [role="button"], [role="link"]').length === 0) {
        problems.push(`${describe($, element)} is neither hidden (aria-hidden="true") nor a figure (role="img")`);
      }
      return;
    }
    const title = svg.children('title').first();
    if (title.text().trim() === '') problems.push(`${describe($, element)} has no <title>`);
    const name = svg.attr('aria-label') ?? textOfIds($, svg.attr('aria-labelledby'));
    if (name.trim() === '' && title.text().trim() === '') problems.push(`${describe($, element)} has no name`);
    const described =
      svg.children('desc').first().text().trim() !== '' || textOfIds($, svg.attr('aria-describedby')) !== '';
    if (!described) problems.push(`${describe($, element)} has no text alternative (<desc> or aria-describedby)`);
  });
  return problems;
}

/** Data tables have header cells, and every header cell says what it heads. */
export function tableProblems($: Doc): string[] {
  const problems: string[] = [];
  $('table').each((_, element) => {
    const table = $(element);
    if (/\b(presentation|none)\b/.test(table.attr('role') ?? '')) return;
    const headers = table.find('th');
    if (headers.length === 0) {
      const firstRow = table.find('tr').first().text().trim().replace(/\s+/g, ' ').slice(0, 60);
      problems.push(`${describe($, element)} has no header cells (first row: "${firstRow}")`);
    }
    headers.each((index, header) => {
      const text = $(header).text().trim() || $(header).attr('aria-label') || $(header).find('img[alt]').attr('alt');
      if (!text) problems.push(`${describe($, element)}: header cell ${index + 1} is empty`);
    });
  });
  return problems;
}

/** Headings start at h1 and go down one level at a time; going back up any number of levels is fine. */
export function headingProblems($: Doc): string[] {
  const problems: string[] = [];
  let previous = 0;
  $('h1, h2, h3, h4, h5, h6, [role="heading"]').each((_, element) => {
    if (hiddenFromScreenReaders($, element)) return;
    const tag = (element as Element).tagName;
    const level = /^h[1-6]$/.test(tag) ? Number(tag.slice(1)) : Number($(element).attr('aria-level') ?? 2);
    const text = $(element).text().trim().replace(/\s+/g, ' ').slice(0, 60);
    if (level > previous + 1) {
      problems.push(
        previous === 0
          ? `the first heading is h${level} "${text}", not h1`
          : `h${level} "${text}" follows an h${previous}, skipping a level`,
      );
    }
    previous = level;
  });
  return problems;
}

/** Roles whose elements must not be named with aria-label or aria-labelledby (WAI-ARIA 1.2, "name prohibited"). */
const nameProhibitedRoles = new Set([
  'caption',
  'code',
  'deletion',
  'emphasis',
  'generic',
  'insertion',
  'mark',
  'none',
  'paragraph',
  'presentation',
  'strong',
  'subscript',
  'superscript',
]);
const implicitRoles: Record<string, string> = {
  b: 'generic',
  code: 'code',
  del: 'deletion',
  div: 'generic',
  em: 'emphasis',
  i: 'generic',
  ins: 'insertion',
  mark: 'mark',
  p: 'paragraph',
  s: 'deletion',
  small: 'generic',
  span: 'generic',
  strong: 'strong',
  sub: 'subscript',
  sup: 'superscript',
  u: 'generic',
};

/** aria-label and aria-labelledby only on elements whose role can carry a name. */
export function ariaNameProblems($: Doc): string[] {
  const problems: string[] = [];
  $('[aria-label], [aria-labelledby]').each((_, element) => {
    const explicit = ($(element).attr('role') ?? '').trim().split(/\s+/)[0];
    const role = explicit || implicitRoles[(element as Element).tagName] || '';
    if (nameProhibitedRoles.has(role)) {
      const attribute = $(element).attr('aria-label') !== undefined ? 'aria-label' : 'aria-labelledby';
      problems.push(`${describe($, element)} has ${attribute}, which its role (${role}) does not allow`);
    }
  });
  return problems;
}

/** Shorter descriptions say too little in a search result or link preview. */
const minDescriptionLength = 20;

/**
 * What a reader sees of the page before opening it, and where a screen reader starts: a title, one
 * h1 and a meta description. Client-side redirect pages, which show nothing, are exempt.
 */
export function pageSummaryProblems($: Doc): string[] {
  if ($('meta[http-equiv="refresh"]').length > 0) return [];
  const problems: string[] = [];
  if ($('title').first().text().trim() === '') problems.push('the <title> is empty');
  const h1s = $('h1')
    .toArray()
    .filter((element) => !hiddenFromScreenReaders($, element));
  if (h1s.length !== 1) problems.push(`${h1s.length} h1 elements, not 1`);
  const description = ($('meta[name="description"]').attr('content') ?? '').trim();
  if (description.length <= minDescriptionLength) {
    problems.push(description === '' ? 'no meta description' : `the meta description "${description}" is too short`);
  }
  return problems;
}

export const contentChecks = {
  'title, h1 and description': pageSummaryProblems,
  images: imageProblems,
  diagrams: svgProblems,
  tables: tableProblems,
  headings: headingProblems,
  'ARIA names': ariaNameProblems,
};
