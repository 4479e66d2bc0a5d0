import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import FeatureGrid, { type Feature } from '@site/src/components/Marketing/FeatureGrid';
import { caseStudies } from '@site/src/data/caseStudies';
import CaseStudyCardList from './_components/CaseStudyCardList';

const learning: readonly Feature[] = [
  {
    title: 'PostgreSQL Universe',
    text: translate({
      id: 'resources.learn.universe.text',
      message: 'Curated reading lists on RDS and Aurora, connection pooling, psql, containers and query optimization.',
    }),
    link: {
      label: translate({ id: 'resources.learn.universe.link', message: 'Browse the collections →' }),
      to: '/universe',
    },
  },
  {
    title: translate({ id: 'resources.learn.howtos.title', message: 'Postgres how-tos' }),
    text: translate({
      id: 'resources.learn.howtos.text',
      message: 'Short, practical guides to everyday PostgreSQL administration, tuning and troubleshooting.',
    }),
    link: {
      label: translate({ id: 'resources.learn.howtos.link', message: 'Read the how-tos →' }),
      to: '/docs/postgres-howtos/',
    },
  },
  {
    title: translate({ id: 'resources.learn.blog.title', message: 'Blog' }),
    text: translate({
      id: 'resources.learn.blog.text',
      message: 'Product releases and in-depth articles on PostgreSQL internals, locks, indexes and performance.',
    }),
    link: { label: translate({ id: 'resources.learn.blog.link', message: 'Go to the blog →' }), to: '/blog' },
  },
];

export default function Resources(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'resources.page.title', message: 'Resources and case studies' })}
      description={translate({
        id: 'resources.page.description',
        message:
          'Case studies from GitLab, CDEK and Qiwi on thin clones for SQL optimization and staging, plus curated PostgreSQL learning resources.',
      })}
    >
      <main>
        <PageHero
          eyebrow={translate({ id: 'resources.page.eyebrow', message: 'Resources' })}
          title={translate({ id: 'resources.page.heading', message: 'Case studies and learning resources' })}
          lead={translate({
            id: 'resources.page.lead',
            message:
              'How engineering teams use thin clones of their PostgreSQL databases to review SQL, test changes and run staging on production-sized data, and where to learn more.',
          })}
        />
        <PageSection
          id="case-studies"
          title={translate({ id: 'resources.caseStudies.title', message: 'Case studies' })}
          intro={translate({
            id: 'resources.caseStudies.intro',
            message:
              'Three companies, three starting points: SQL review on a very large database, missing test environments, and stale shared staging servers.',
          })}
        >
          <CaseStudyCardList studies={caseStudies} />
        </PageSection>
        <PageSection id="learn" title={translate({ id: 'resources.learn.title', message: 'Learn PostgreSQL' })} muted>
          <FeatureGrid features={learning} />
        </PageSection>
      </main>
    </Layout>
  );
}
