import { translate } from '@docusaurus/Translate';
import type { BlogCategoryId } from '@site/src/data/blogCategories';

/** The blog sidebar's category names, in the page's locale. */
export function blogCategoryLabel(id: BlogCategoryId): string {
  switch (id) {
    case 'all':
      return translate({ id: 'blog.categories.all', message: 'All posts' });
    case 'announcements':
      return translate({ id: 'blog.categories.announcements', message: 'Product announcements' });
    case 'insights':
      return translate({ id: 'blog.categories.insights', message: 'Postgres insights' });
    case 'guides':
      return translate({ id: 'blog.categories.guides', message: 'Guides and best practices' });
    case 'marathon':
      return translate({ id: 'blog.categories.marathon', message: '#PostgresMarathon' });
    case 'launchWeek':
      return translate({ id: 'blog.categories.launchWeek', message: 'Launch Week' });
  }
}
