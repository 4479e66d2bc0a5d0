/**
 * What the `llms.txt` files say about the site besides the page lists
 * (written by the raw-markdown plugin after the build): the sections of the
 * index and, per locale, every phrase of their framing.
 */
import type { SiteSection } from '../plugins/raw-markdown/llmsIndex';
import { site } from './site';

export type SiteSectionId = 'howtos' | 'docs' | 'rules' | 'blog' | 'pages';

/** Where a section is; its title and summary are in each locale's text. */
export type SiteSectionPlace = Omit<SiteSection, 'id' | 'title' | 'summary'> & { id: SiteSectionId };

/**
 * The sections of the site's index, each with its own `llms.txt` (and
 * `llms-full.txt`) in every locale. A page belongs to the first whose prefix
 * its address starts with; the last takes the rest.
 */
export const siteSections: readonly SiteSectionPlace[] = [
  {
    id: 'howtos',
    prefix: '/docs/postgres-howtos/',
    indexPath: '/docs/postgres-howtos/llms.txt',
    fullTextPath: '/docs/postgres-howtos/llms-full.txt',
  },
  { id: 'docs', prefix: '/docs/', indexPath: '/docs/llms.txt', fullTextPath: '/docs/llms-full.txt' },
  { id: 'rules', prefix: '/rules/', indexPath: '/rules/llms.txt', fullTextPath: '/rules/llms-full.txt' },
  { id: 'blog', prefix: '/blog/', indexPath: '/blog/llms.txt', fullTextPath: '/blog/llms-full.txt' },
  { id: 'pages', prefix: null, indexPath: '/llms-pages.txt', fullTextPath: '/llms-pages-full.txt' },
];

/** Settings that are the same in every locale. */
export const llmsTxtSettings = {
  /** Docs plugins whose pages `llms-full.txt` carries in full. */
  fullTextPluginIds: ['default'] as readonly string[],
  /**
   * Title of the section of blog posts in the root index. The convention gives this exact
   * English word a meaning (the section an agent may skip), so no locale translates it.
   */
  blogSectionTitle: 'Optional',
} as const;

/** Every phrase of the `llms.txt` files of one locale. */
export type LlmsTxtText = {
  /** The blockquote under the site name. */
  summary: string;
  /** The paragraph of the root `llms.txt`. */
  details: string;
  sectionsTitle: string;
  fullTextTitle: string;
  docsFullTextTitle: string;
  otherLanguagesTitle: string;
  /** The group of a section's pages that no sidebar lists. */
  restGroupTitle: string;
  postsGroupTitle: string;
  /** The paragraph of a section index. */
  sectionDetails: (rootIndexUrl: string, fullTextUrl: string) => string;
  /** The sentence a section index in parts adds to its paragraph. */
  indexParts: (count: number, part: number, partUrls: readonly string[]) => string;
  /** A section's link in the root index when its index is in parts. */
  partTitle: (sectionTitle: string, part: number, count: number) => string;
  /** Ends a section's description in the root index. */
  pageCount: (count: number) => string;
  sectionFullTextDetails: string;
  fullTextDetails: string;
  /** Sections made from a sidebar's categories get this title prefix, by sidebar id. */
  sidebarPrefixes: Readonly<Record<string, string>>;
  /** The section of a docs plugin's pages that no sidebar lists, by plugin id. */
  unlistedTitles: Readonly<Record<string, string>>;
  /** Each section's title and one-sentence summary. */
  sections: Readonly<Record<SiteSectionId, { title: string; summary: string }>>;
};

const en: LlmsTxtText = {
  summary: site.tagline,
  details:
    'The site documents DBLab Engine (thin clones and branches of PostgreSQL databases), Joe Bot, ' +
    'postgres_ai monitoring and postgres-checkup, and holds a library of practical PostgreSQL how-tos, ' +
    'rules for AI coding assistants and a blog. Every page is also served as Markdown: add `.md` to its ' +
    'address (`/docs/foo/` becomes `/docs/foo.md`), or ask for the page with `Accept: text/markdown`. ' +
    'Each section below has an index of its pages (with a link to each page’s Markdown and a one-line ' +
    'description) and a file with the full Markdown of its pages, lists of posts aside.',
  sectionsTitle: 'Sections',
  fullTextTitle: 'Full text',
  docsFullTextTitle: 'Documentation and how-tos, from their sources',
  otherLanguagesTitle: 'Other languages',
  restGroupTitle: 'More pages',
  postsGroupTitle: 'Posts, newest first',
  sectionDetails: (rootIndexUrl, fullTextUrl) =>
    `Each link leads to the Markdown of a page. The index of the whole site is ${rootIndexUrl}; ` +
    `the full Markdown of this section is ${fullTextUrl}.`,
  indexParts: (count, part, partUrls) =>
    `This index is in ${count} parts; this is part ${part}: ${partUrls.join(', ')}.`,
  partTitle: (sectionTitle, part, count) => `${sectionTitle} (part ${part} of ${count})`,
  pageCount: (count) => `${count} pages.`,
  sectionFullTextDetails:
    'The Markdown of every page of this section, one after another, in the order of its index. ' +
    'Each page starts with its title and the address of its web page. Lists of blog posts (by page, ' +
    'tag or author) are left out: every post is here in full.',
  fullTextDetails:
    'The full Markdown of the documentation and the PostgreSQL how-to library, one page after another, ' +
    'in the order of llms.txt. Each page starts with its title and the address of its web page.',
  sidebarPrefixes: { postgresHowtos: 'Postgres how-tos' },
  unlistedTitles: { default: 'More documentation', rules: 'AI rules' },
  sections: {
    howtos: {
      title: 'PostgreSQL how-tos',
      summary: 'Practical, tested recipes for PostgreSQL administration and performance.',
    },
    docs: {
      title: 'Documentation',
      summary: 'DBLab Engine, Joe Bot, monitoring and checkup: tutorials, how-tos and reference.',
    },
    rules: {
      title: 'Rules for AI coding assistants',
      summary: 'Rules that AI coding assistants follow when they work with PostgreSQL.',
    },
    blog: {
      title: 'Blog',
      summary: 'Posts about PostgreSQL and the PostgresAI tools, with their tag and list pages.',
    },
    pages: {
      title: 'Products, pricing and company',
      summary: 'The home page, product and pricing pages, case studies, events and the company pages.',
    },
  },
};

/** The Russian form of a count: `forms` for 1 (21, 31…), for 2–4 (22…) and for the rest. */
function russianCount(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  const form =
    lastTwo >= 11 && lastTwo <= 14 ? forms[2] : last === 1 ? forms[0] : last >= 2 && last <= 4 ? forms[1] : forms[2];
  return `${count} ${form}`;
}

// Terms, quotes and what stays in English follow i18n/ru/glossary.md; section titles follow the
// Russian navbar, footer and section pages.
const ru: LlmsTxtText = {
  summary: 'Тонкие клоны и ветки баз PostgreSQL любого размера за секунды — для разработки, тестирования и CI.',
  details:
    'На сайте — документация DBLab Engine (тонкие клоны и ветки баз данных PostgreSQL), Joe Bot, ' +
    'postgres_ai monitoring и postgres-checkup, библиотека практичных how-to по PostgreSQL, правила для ' +
    'AI-ассистентов, пишущих код, и блог. Любая страница доступна и в Markdown: добавьте `.md` к её адресу ' +
    '(`/ru/docs/foo/` превращается в `/ru/docs/foo.md`) или запросите страницу с заголовком ' +
    '`Accept: text/markdown`. У каждого раздела ниже есть индекс страниц (со ссылкой на Markdown каждой ' +
    'страницы и описанием в одну строку) и файл с полным Markdown его страниц, кроме списков постов.',
  sectionsTitle: 'Разделы',
  fullTextTitle: 'Полный текст',
  docsFullTextTitle: 'Документация и how-to из исходных файлов',
  otherLanguagesTitle: 'Другие языки',
  restGroupTitle: 'Другие страницы',
  postsGroupTitle: 'Записи блога, от новых к старым',
  sectionDetails: (rootIndexUrl, fullTextUrl) =>
    `Каждая ссылка ведёт на Markdown страницы. Индекс всего сайта — ${rootIndexUrl}; ` +
    `полный Markdown этого раздела — ${fullTextUrl}.`,
  indexParts: (count, part, partUrls) =>
    `Индекс разделён на ${russianCount(count, ['часть', 'части', 'частей'])}; это часть ${part}: ${partUrls.join(', ')}.`,
  partTitle: (sectionTitle, part, count) => `${sectionTitle} (часть ${part} из ${count})`,
  pageCount: (count) => `${russianCount(count, ['страница', 'страницы', 'страниц'])}.`,
  sectionFullTextDetails:
    'Markdown всех страниц раздела подряд, в порядке его индекса. Каждая страница начинается с заголовка ' +
    'и адреса её веб-версии. Списков постов (постраничных, по тегам и по авторам) здесь нет: каждый пост ' +
    'приведён целиком.',
  fullTextDetails:
    'Полный Markdown документации и библиотеки how-to по PostgreSQL, страница за страницей, в порядке ' +
    'llms.txt. Каждая страница начинается с заголовка и адреса её веб-версии.',
  sidebarPrefixes: { postgresHowtos: 'Postgres how-to' },
  unlistedTitles: { default: 'Другие страницы документации', rules: 'Правила для AI' },
  sections: {
    howtos: {
      title: 'How-to по PostgreSQL',
      summary: 'Практичные проверенные рецепты по администрированию и производительности PostgreSQL.',
    },
    docs: {
      title: 'Документация',
      summary: 'DBLab Engine, Joe Bot, мониторинг и checkup: руководства, how-to и справочники.',
    },
    rules: {
      title: 'Правила для AI-ассистентов, пишущих код',
      summary: 'Правила, которым AI-ассистенты следуют при работе с PostgreSQL.',
    },
    blog: {
      title: 'Блог',
      summary: 'Посты о PostgreSQL и инструментах PostgresAI, а также страницы тегов и списков постов.',
    },
    pages: {
      title: 'Продукты, цены и компания',
      summary: 'Главная, страницы продуктов и цен, кейсы клиентов, мероприятия и страницы о компании.',
    },
  },
};

/** The phrases of each locale the site is built in. */
export const llmsTxtTexts = { en, ru } as const satisfies Readonly<Record<string, LlmsTxtText>>;

/** The phrases of `locale`; English for a locale without its own. */
export function llmsTxtTextFor(locale: string): LlmsTxtText {
  return Object.hasOwn(llmsTxtTexts, locale) ? llmsTxtTexts[locale as keyof typeof llmsTxtTexts] : en;
}

/** The sections of the index with their titles and summaries in `locale`. */
export function siteSectionsFor(locale: string): SiteSection[] {
  const text = llmsTxtTextFor(locale);
  return siteSections.map((place) => ({ ...place, ...text.sections[place.id] }));
}
