/**
 * The fixed "Categories" list shown in the blog sidebar instead of recent
 * posts. The labels visitors read are interface text, translated in
 * `src/theme/BlogSidebar/categoryLabels.ts`; this module holds the order and
 * the routes.
 */
export type BlogCategoryId = 'all' | 'announcements' | 'insights' | 'guides' | 'marathon' | 'launchWeek';

export type BlogCategory = {
  id: BlogCategoryId;
  /** Route of the blog list or tag page. */
  permalink: string;
};

export const blogSidebarTitle = 'Categories';

export const blogCategories: readonly BlogCategory[] = [
  { id: 'all', permalink: '/blog' },
  { id: 'announcements', permalink: '/blog/tags/product-announcements' },
  { id: 'insights', permalink: '/blog/tags/postgres-insights' },
  { id: 'guides', permalink: '/blog/tags/guides-and-best-practices' },
  { id: 'marathon', permalink: '/blog/tags/postgres-marathon' },
  { id: 'launchWeek', permalink: '/blog/tags/launch-week' },
];
