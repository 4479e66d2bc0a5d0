import type { Config, I18nLocaleConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { PluginOptions as IdealImageOptions } from '@docusaurus/plugin-ideal-image';
import type { Options as DocsPluginOptions } from '@docusaurus/plugin-content-docs';

import { currentLocaleFrom } from './src/config/currentLocale';
import { colorModeRepairScript } from './src/config/headScripts';
import { localizedAnnouncement, readAnnouncementTranslation } from './src/config/localizedAnnouncement';
import { readSiteEnv, toCustomFields } from './src/config/siteEnv';
import { announcement, announcementHtml } from './src/data/announcement';
import { blogSidebarTitle } from './src/data/blogCategories';
import { withFormattedDates } from './src/plugins/blog-dates';
import { footerLinks, navbarItems } from './src/data/navigation';
import { prismDark } from './src/data/prismDark';
import { prismLight } from './src/data/prismLight';
import { variableTheme } from './src/plugins/code-blocks/codeColours';
import { site } from './src/data/site';
import { markBySource } from './src/plugins/sidebar-mark';
import type { RawMarkdownOptions } from './src/plugins/raw-markdown';
import { sourceCopyMappings } from './src/plugins/raw-markdown/rawMarkdown';
import type { RobotsTxtOptions } from './src/plugins/robots-txt';
import type { LocalSearchOptions } from './src/plugins/search-local';
import { algoliaWordDropping } from './src/plugins/search-local/engine/ranking';
import type { FontPreloadOptions } from './src/plugins/font-preload';
import remarkMermaidSvg from './src/plugins/mermaid-svg/remarkMermaidSvg';
import remarkHeadingOrder from './src/plugins/content-rules/remarkHeadingOrder';
import { createParseFrontMatter } from './src/plugins/content-rules/parseFrontMatter';
import remarkSqlRunner from './src/plugins/sql-runner/remarkSqlRunner';
import remarkSqlVersions from './src/plugins/sql-runner/remarkSqlVersions';
import { defaultLocale, locales as siteLocales } from './src/config/locales';

// The environment is read once, here; everything below uses named settings.
const env = readSiteEnv(process.env);
const buildYear = new Date().getFullYear();
// The locales are listed in src/config/locales.ts.
const locales = [...siteLocales];
const localeConfigs = {
  en: { label: 'English', htmlLang: 'en-US', direction: 'ltr', calendar: 'gregory' },
  ru: { label: 'Русский', htmlLang: 'ru', direction: 'ltr', calendar: 'gregory' },
} satisfies Record<string, Partial<I18nLocaleConfig>>;
// Docusaurus loads this file once per locale it builds or serves, with this variable set
// (to "undefined" by `docusaurus start` without --locale, which means the default locale).
const currentLocale = currentLocaleFrom(process.env['DOCUSAURUS_CURRENT_LOCALE'], locales, defaultLocale);
// The locale's pages live under /<locale>/ beside the default locale's.
const localeBaseUrl = currentLocale === defaultLocale ? env.baseUrl : `${env.baseUrl}${currentLocale}/`;
const siteAnnouncement = localizedAnnouncement(announcement, readAnnouncementTranslation(__dirname, currentLocale));
const searchPagePath = 'search';
// Offline search unless Algolia DocSearch is configured; then the stock theme runs untouched.
const algolia = env.search.provider === 'algolia' ? env.search : null;
// A Typesense server answers the same dialog as the offline index when TYPESENSE_* is set.
const typesenseSearch =
  env.search.provider === 'typesense'
    ? {
        host: env.search.host,
        port: env.search.port,
        protocol: env.search.protocol,
        path: env.search.path,
        searchApiKey: env.search.searchApiKey,
        collectionName: env.search.collectionName,
      }
    : null;

// Mermaid diagrams are drawn at build time into static/diagrams/, so no page loads Mermaid.
// Docs, posts and rules pages that skip a heading level stop the build (src/data/contentRules.ts).
// SQL blocks that run in the browser are numbered for their Run buttons; pages with runnable SQL
// get the line naming the PostgreSQL majors their examples ran on.
const codeTheme = variableTheme(prismLight, prismDark);

const remarkBeforeDefault: NonNullable<DocsPluginOptions['beforeDefaultRemarkPlugins']> = [
  remarkMermaidSvg,
  remarkHeadingOrder,
  remarkSqlRunner,
  remarkSqlVersions,
];

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: env.url,
  baseUrl: env.baseUrl,
  noIndex: env.noIndex,
  // The banner's inline script warns of a wrong base URL when the bundle has not
  // run by DOMContentLoaded; our scripts load after the first paint on purpose
  // (src/plugins/lean-client-bundle), so it would show on every home page visit.
  // A wrong base URL still fails the sitemap crawl, where no request may fail.
  baseUrlIssueBanner: false,

  future: {
    // Turns on the Rust toolchain (Rspack, SWC, Lightning CSS) and the v4 defaults.
    v4: true,
  },
  // Keep storage keys plain (`theme`, `docusaurus.announcement.*`): other tools and
  // earlier site versions read and write them under these names.
  storage: { type: 'localStorage', namespace: false },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
    // A doc, how-to, post or rules page without its required front matter stops the build.
    parseFrontMatter: createParseFrontMatter(__dirname),
  },

  i18n: {
    defaultLocale,
    locales,
    localeConfigs,
  },

  customFields: toCustomFields(env),

  headTags: [{ tagName: 'script', attributes: {}, innerHTML: colorModeRepairScript }],

  clientModules: [
    './src/clientModules/legacyStorageMigration.ts',
    // The mark of sidebar entries still in English: only a translated locale has them.
    ...(currentLocale === defaultLocale ? [] : ['./src/css/sidebarMark.css']),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          // The autogenerated how-to entries get the sidebar's language mark here, from the
          // source each doc was loaded from (the rule of the fallback note).
          sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => {
            const items = await defaultSidebarItemsGenerator(args);
            return currentLocale === defaultLocale ? items : markBySource(items, args.docs);
          },
          tags: 'tags.yml',
          onInlineTags: 'throw',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          showLastUpdateTime: false,
          beforeDefaultRemarkPlugins: remarkBeforeDefault,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Blog',
          blogDescription: site.blogDescription,
          postsPerPage: 10,
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          blogSidebarTitle,
          // The sidebar shows the fixed category list of src/data/blogCategories.ts.
          blogSidebarCount: 'ALL',
          archiveBasePath: 'archive',
          // Post dates are formatted here, not in the browser while the page hydrates.
          processBlogPosts: withFormattedDates(
            currentLocale,
            (localeConfigs[currentLocale as keyof typeof localeConfigs] ?? localeConfigs.en).calendar,
          ),
          beforeDefaultRemarkPlugins: remarkBeforeDefault,
          feedOptions: {
            type: 'all',
            title: `${site.title} blog`,
            description: site.blogDescription,
            copyright: `Copyright © ${buildYear} ${site.legalName}`,
            language: 'en',
            limit: 20,
          },
        },
        pages: {
          path: 'src/pages',
          exclude: ['**/_*/**', '**/_*.{ts,tsx}', '**/*.test.{ts,tsx}'],
          beforeDefaultRemarkPlugins: remarkBeforeDefault,
        },
        theme: {
          customCss: [
            './src/css/custom.scss',
            require.resolve('@fontsource-variable/inter/index.css'),
            require.resolve('@fontsource-variable/jetbrains-mono/index.css'),
            // After the packages' faces: the small parts of both fonts that pages use first.
            './src/css/fonts.css',
          ],
        },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],

  // With themeConfig.algolia set, the classic preset adds @docusaurus/theme-search-algolia itself.

  plugins: [
    'docusaurus-plugin-sass',
    './src/plugins/lean-client-bundle/index.ts',
    // Watches the announcement for the dev server and checks its link after a build.
    './src/plugins/content-rules/index.ts',
    './src/plugins/sql-runner/index.ts',
    './src/plugins/code-blocks/index.ts',
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'rules',
        path: 'rules',
        routeBasePath: 'rules',
        sidebarPath: false,
        showLastUpdateTime: false,
        beforeDefaultRemarkPlugins: remarkBeforeDefault,
      } satisfies DocsPluginOptions,
    ],
    [
      './src/plugins/raw-markdown/index.ts',
      {
        docsPluginIds: ['default', 'rules'],
        mappings: [...sourceCopyMappings],
        // The documentation home is a map of links, not a page to copy.
        excludePermalinks: ['/docs/'],
      } satisfies RawMarkdownOptions,
    ],
    ['./src/plugins/robots-txt/index.ts', { disallow: ['/raw/'] } satisfies RobotsTxtOptions],
    // Basic Latin of the body font (22 KB); other characters and the code font load when used.
    ['./src/plugins/font-preload/index.ts', { files: ['inter-core-wght-normal.woff2'] } satisfies FontPreloadOptions],
    ...(algolia
      ? // The stock theme's SearchBar, on the site's button and DocSearch 3 (see the plugin).
        ['./src/plugins/docsearch-algolia/index.ts']
      : [
          [
            './src/plugins/search-local/index.ts',
            // Shared conversations are fetched in the browser; their shell has nothing to index.
            {
              searchPagePath,
              excludePrefixes: ['/chats/'],
              typesense: typesenseSearch,
            } satisfies LocalSearchOptions,
          ] satisfies [string, LocalSearchOptions],
        ]),
    './src/plugins/chat-routes/index.ts',
    './src/plugins/social-cards/index.ts',
    './src/plugins/legacy-redirects/index.ts',
    [
      '@docusaurus/plugin-ideal-image',
      { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false } satisfies Partial<IdealImageOptions>,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'keywords', content: site.keywords.join(', ') },
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcement.id,
      content: announcementHtml(siteAnnouncement, localeBaseUrl),
      backgroundColor: announcement.backgroundColor,
      textColor: announcement.textColor,
      isCloseable: announcement.isCloseable,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    blog: { sidebar: { groupByYear: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: site.title,
      hideOnScroll: true,
      logo: { alt: `${site.title} logo`, src: 'img/logo.svg', width: 32, height: 32 },
      items: navbarItems(env.signInUrl, locales.length),
    },
    footer: {
      style: 'dark',
      logo: { alt: `${site.title} logo`, src: 'img/logo.svg', href: '/', width: 40, height: 40 },
      links: footerLinks(env.signInUrl),
      copyright: `Copyright © ${buildYear} ${site.legalName}. All rights reserved.`,
    },
    prism: {
      // One theme of CSS variables for both modes, set from the light and dark palettes by
      // src/plugins/code-blocks: the server-rendered code is already right in either mode.
      // Every token colour reads at 4.5:1 or more (tests/unit/prismContrast.test.ts).
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['sql', 'bash', 'yaml', 'json', 'go', 'diff', 'docker'],
    },
    ...(algolia && {
      algolia: {
        appId: algolia.appId,
        apiKey: algolia.apiKey,
        indexName: algolia.indexName,
        contextualSearch: true,
        // Questions: fillers are optional, and words are dropped when nothing matches them all.
        searchParameters: { ...algoliaWordDropping, optionalWords: [...algoliaWordDropping.optionalWords] },
        searchPagePath,
      },
    }),
  } satisfies Preset.ThemeConfig,
};

export default config;
