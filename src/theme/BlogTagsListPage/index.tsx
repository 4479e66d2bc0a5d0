// Wrapped to give the page a meta description; the theme sets only a title.
import Original from '@theme-original/BlogTagsListPage';
import { translate } from '@docusaurus/Translate';
import { withPageDescription } from '@site/src/components/PageDescription';

export default withPageDescription(Original, () =>
  translate({
    id: 'site.meta.blogTagsList.description',
    message:
      'Every topic the PostgresAI blog writes about, from DBLab Engine releases to PostgreSQL internals, with the number of posts for each.',
  }),
);
