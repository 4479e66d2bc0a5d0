/**
 * Everything `npm run check:content` checks about the given files, except the
 * SQL and the shell examples (which need PostgreSQL): the writing rules, links,
 * anchors and images in every locale, the rules the unit and build-output
 * tests apply to pages, translation revisions and the announcement bar. Each
 * finding is a problem (the check fails), a notice (it does not), or a rule
 * that only the build can check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentKindOf, type Problem, type Vocabulary } from '../../src/plugins/content-rules/frontMatterRules';
import { diagramTextProblems, type MdNode } from '../../src/plugins/content-rules/markdownStructure';
import {
  AnnouncementError,
  announcementLinkProblem,
  parseAnnouncement,
  type Announcement,
} from '../../src/data/announcement';
import type { AnnouncementTranslation } from '../../src/config/localizedAnnouncement';
import { checkContentSource, loadVocabulary, splitFrontMatter } from './checkFiles';
import { browserSkipReason, extractSqlBlocks } from '../sqlExamples/sqlBlocks';
import { checkLinks, SiteIndex, type NotChecked } from './links';
import { defaultLocale, pluginFileOf } from './siteRoutes';
import { isPriceScanned, planFigureProblems, priceFigureProblems } from './priceFigures';
import { sidebarProblems, type Sidebars } from './sidebarIds';
import {
  contractPostProblems,
  diagramFileProblems,
  missingContractPages,
  openingTitleProblems,
  readContract,
  referenceProblems,
  tableHeaderProblems,
} from './testedRules';
import {
  announcementTranslationNotice,
  staleTranslationNotices,
  translationNotices,
  type Notice,
} from './translations';

export const announcementPath = 'src/data/announcement.md';
export const sidebarsPath = 'sidebars.ts';
const announcementTranslation = /^i18n\/[^/]+\/announcement\.json$/;

export type ContentReport = {
  /** Files whose writing rules were checked (docs, how-tos, posts, rules pages). */
  contentFiles: string[];
  /** Files whose links and images were checked (those and MDX pages, in every locale). */
  pageFiles: string[];
  /** Every file some rule was checked on. */
  checkedFiles: string[];
  /** Whether the announcement bar was checked. */
  announcement: boolean;
  writingProblems: Problem[];
  linkProblems: Problem[];
  problems: Problem[];
  notices: Notice[];
  notChecked: NotChecked[];
};

/** Whether check:content has anything to say about a file. */
export function isCheckedFile(file: string): boolean {
  return (
    contentKindOf(file) !== null ||
    (pluginFileOf(file) !== null && /\.mdx?$/.test(file)) ||
    file === announcementPath ||
    announcementTranslation.test(file) ||
    isPriceScanned(file) ||
    file === sidebarsPath
  );
}

export type ContentCheckOptions = {
  root: string;
  vocabulary?: Vocabulary;
  /** File texts to use instead of those on disk (for tests). */
  sources?: ReadonlyMap<string, string>;
  /** Files deleted by the change being checked (the route contract may still promise them). */
  deleted?: readonly string[];
  /** The docs sidebars (sidebars.ts), checked when docs or the sidebars change. */
  sidebars?: Sidebars;
};

function announcementFindings(
  root: string,
  index: SiteIndex,
  files: readonly string[],
  read: (file: string) => string,
) {
  const problems: Problem[] = [];
  const notices: Notice[] = [];
  let announcement: Announcement | null = null;
  try {
    announcement = parseAnnouncement(read(announcementPath));
    const problem = announcementLinkProblem(announcement, index.site(defaultLocale).routes);
    if (problem) problems.push({ file: announcementPath, field: 'link', message: problem.replace(/^[^ ]+ /, '') });
  } catch (error) {
    if (!(error instanceof AnnouncementError)) throw error;
    problems.push({ file: announcementPath, field: 'announcement', message: error.message.replace(/^[^:]+: /, '') });
  }
  const translations = new Set(files.filter((file) => announcementTranslation.test(file)));
  const i18n = path.join(root, 'i18n');
  for (const locale of fs.existsSync(i18n) ? fs.readdirSync(i18n) : []) {
    const file = `i18n/${locale}/announcement.json`;
    if (fs.existsSync(path.join(root, file))) translations.add(file);
  }
  for (const file of translations) {
    if (!announcement) break;
    let translation: AnnouncementTranslation;
    try {
      translation = JSON.parse(read(file)) as AnnouncementTranslation;
    } catch (error) {
      problems.push({
        file,
        field: 'announcement',
        message: `is not valid JSON (${(error as Error).message}), so the build stops. Fix the JSON syntax.`,
      });
      continue;
    }
    const { translates, lead, linkLabel } = translation ?? {};
    if (typeof translates?.lead !== 'string' || typeof translates.linkLabel !== 'string' || !lead || !linkLabel) {
      problems.push({
        file,
        field: 'announcement',
        message: `needs "lead" and "linkLabel" (the translation) and "translates" (the English "lead" and "linkLabel" it translates), or the build fails on it. Write ${JSON.stringify({ translates: { lead: announcement.lead, linkLabel: announcement.linkLabel }, lead: '…', linkLabel: '…' })}.`,
      });
      continue;
    }
    const notice = announcementTranslationNotice(file, translation, announcement);
    if (notice) notices.push(notice);
  }
  return { problems, notices };
}

/** Checks the given repository-relative files. */
export function checkContent(files: readonly string[], options: ContentCheckOptions): ContentReport {
  const { root, sources } = options;
  const vocabulary = options.vocabulary ?? loadVocabulary(root);
  const read = (file: string) => sources?.get(file) ?? fs.readFileSync(path.join(root, file), 'utf8');
  const index = new SiteIndex(root);
  const contract = readContract(root);

  const contentFiles = files.filter((file) => contentKindOf(file) !== null);
  const pageFiles = files.filter((file) => pluginFileOf(file) !== null && /\.mdx?$/.test(file));
  const writingProblems: Problem[] = [];
  const linkProblems: Problem[] = [];
  const notices: Notice[] = [];
  const notChecked: NotChecked[] = [];

  for (const file of pageFiles) {
    const source = read(file);
    const isContent = contentKindOf(file) !== null;
    if (isContent) writingProblems.push(...checkContentSource(file, source, vocabulary));
    const links = checkLinks(index, file, sources?.get(file));
    linkProblems.push(...links.problems);
    notChecked.push(...links.notChecked);
    const { tree } = index.tree(file, sources?.get(file));
    const { frontMatter } = splitFrontMatter(source);
    if (tree) {
      writingProblems.push(
        ...diagramFileProblems(root, file, tree),
        ...tableHeaderProblems(file, tree),
        ...openingTitleProblems(file, tree, frontMatter),
        // Posts and docs get this from the writing rules; MDX pages of src/pages need it too.
        ...(isContent ? [] : diagramTextProblems(file, tree as MdNode)),
      );
      if (tree.children.some((node) => node.type === 'mdxjsEsm')) {
        notChecked.push({
          file,
          message: 'that the components and values this page imports exist and render, with the links they make.',
        });
      }
    }
    writingProblems.push(...contractPostProblems(file, frontMatter, contract), ...referenceProblems(file, source));
    if (isContent) {
      // PGlite takes half a minute to start on two cores: the browser run is its own command.
      let inBrowser = 0;
      try {
        inBrowser = extractSqlBlocks(source).filter((block) => browserSkipReason(block) === null).length;
      } catch {
        // A block whose meta cannot be read is reported by the SQL check.
      }
      if (inBrowser > 0) {
        notChecked.push({
          file,
          by: 'npm run test:sql-browser',
          message: `that the reader's browser (PGlite) runs its ${inBrowser === 1 ? 'SQL block' : `${inBrowser} SQL blocks`} with a Run button: run "npm run test:sql-browser -- ${file} --min-share 0" (the 80% share is for the whole site).`,
        });
      }
    }
    notices.push(...translationNotices(root, file, sources?.get(file)));
    if (!pluginFileOf(file)?.locale) notices.push(...staleTranslationNotices(root, file));
  }

  // Prices, plan limits and licences come from src/data/pricing.ts, in pages and in data files alike.
  for (const file of files.filter(isPriceScanned)) {
    const source = read(file);
    for (const found of [...priceFigureProblems(file, source), ...planFigureProblems(file, source)]) {
      writingProblems.push({ ...found, field: 'price' });
    }
  }

  // The contract's pages: a moved or deleted how-to or post fails the unit tests.
  const touchesContract = [...pageFiles, ...(options.deleted ?? [])].some((file) => /^(docs|blog)\//.test(file));
  if (touchesContract) writingProblems.push(...missingContractPages(root, contract));

  // A doc that sidebars.ts names must keep its id, in every locale.
  const touchesSidebars = [...files, ...(options.deleted ?? [])].some(
    (file) => file === sidebarsPath || pluginFileOf(file)?.plugin.name === 'docs',
  );
  if (options.sidebars && touchesSidebars) writingProblems.push(...sidebarProblems(index, options.sidebars));

  const announcement = files.some((file) => file === announcementPath || announcementTranslation.test(file));
  const announcementResult = announcement
    ? announcementFindings(root, index, files, read)
    : { problems: [], notices: [] };
  writingProblems.push(...announcementResult.problems);
  notices.push(...announcementResult.notices);

  return {
    contentFiles,
    pageFiles,
    checkedFiles: files.filter(isCheckedFile),
    announcement,
    writingProblems,
    linkProblems,
    problems: [...writingProblems, ...linkProblems],
    notices,
    notChecked,
  };
}
