/** The fixed "Categories" list shown in the blog sidebar instead of recent posts. */
export type BlogCategory = {
  label: string;
  /** Route of the blog list or tag page. */
  permalink: string;
};

export const blogSidebarTitle = 'Categories';

export const blogCategories: readonly BlogCategory[] = [
  { label: 'All posts', permalink: '/blog' },
  { label: 'Product announcements', permalink: '/blog/tags/product-announcements' },
  { label: 'Postgres insights', permalink: '/blog/tags/postgres-insights' },
  { label: 'Guides and best practices', permalink: '/blog/tags/guides-and-best-practices' },
  { label: '#PostgresMarathon', permalink: '/blog/tags/postgres-marathon' },
  { label: 'Launch Week', permalink: '/blog/tags/launch-week' },
];
