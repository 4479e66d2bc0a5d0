// Wrapped to give the page a meta description; the theme sets only a title.
import Original from '@theme-original/DocTagsListPage';
import { translate } from '@docusaurus/Translate';
import { withPageDescription } from '@site/src/components/PageDescription';

export default withPageDescription(Original, () =>
  translate({
    id: 'site.meta.docTagsList.description',
    message:
      'Browse the PostgresAI documentation and how-to guides by topic and difficulty, from beginner setup to advanced internals.',
  }),
);
