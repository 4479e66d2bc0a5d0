/**
 * What the generated social cards (the pictures link previews show) say
 * about each part of the site. The section label is printed above the title;
 * the first prefix that matches a page's route wins.
 */
export type CardSection = { prefix: string; label: string };

export const cardSections: readonly CardSection[] = [
  { prefix: '/docs/postgres-howtos/', label: 'How-to' },
  { prefix: '/docs/', label: 'Docs' },
  { prefix: '/rules/', label: 'Rules' },
  { prefix: '/blog/', label: 'Blog' },
  { prefix: '/products/', label: 'Product' },
  { prefix: '/pricing/', label: 'Pricing' },
  { prefix: '/resources/case-studies/', label: 'Case study' },
  { prefix: '/resources/', label: 'Resources' },
  { prefix: '/careers/', label: 'Careers' },
  { prefix: '/universe/', label: 'PostgreSQL Universe' },
  { prefix: '/consulting', label: 'Consulting' },
  { prefix: '/bot/', label: 'AI assistant' },
];

/**
 * Pages that keep the site-wide card (`themeConfig.image`): the home page,
 * whose hand-made card already shows the brand, and pages nobody shares
 * (search results, sign-in redirects, the shell of shared conversations).
 */
export const routesWithoutCard = {
  exact: ['/', '/search', '/console', '/signin'],
  prefixes: ['/chats/'],
} as const;
