// Wrapped to give the page a meta description; the theme sets only a title.
import Original from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import { translate } from '@docusaurus/Translate';
import { withPageDescription } from '@site/src/components/PageDescription';

export default withPageDescription(Original, () =>
  translate({
    id: 'site.meta.blogAuthorsList.description',
    message:
      'The teams who write the PostgresAI blog: release notes from the DBLab Engine team, insights and guides from our engineers and consultants.',
  }),
);
