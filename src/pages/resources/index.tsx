import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import FeatureGrid, { type Feature } from '@site/src/components/Marketing/FeatureGrid';
import { caseStudies } from '@site/src/data/caseStudies';
import CaseStudyCardList from './_components/CaseStudyCardList';

const learning: readonly Feature[] = [
  {
    title: 'PostgreSQL Universe',
    text: 'Curated reading lists on RDS and Aurora, connection pooling, psql, containers and query optimization.',
    link: { label: 'Browse the collections →', to: '/universe' },
  },
  {
    title: 'Postgres how-tos',
    text: 'Short, practical guides to everyday PostgreSQL administration, tuning and troubleshooting.',
    link: { label: 'Read the how-tos →', to: '/docs/postgres-howtos/' },
  },
  {
    title: 'Blog',
    text: 'Product releases and in-depth articles on PostgreSQL internals, locks, indexes and performance.',
    link: { label: 'Go to the blog →', to: '/blog' },
  },
];

export default function Resources(): ReactNode {
  return (
    <Layout
      title="Resources and case studies"
      description="Case studies from GitLab, CDEK and Qiwi on thin clones for SQL optimization and staging, plus curated PostgreSQL learning resources."
    >
      <main>
        <PageHero
          eyebrow="Resources"
          title="Case studies and learning resources"
          lead="How engineering teams use thin clones of their PostgreSQL databases to review SQL, test changes and run staging on production-sized data, and where to learn more."
        />
        <PageSection
          id="case-studies"
          title="Case studies"
          intro="Three companies, three starting points: SQL review on a very large database, missing test environments, and stale shared staging servers."
        >
          <CaseStudyCardList studies={caseStudies} />
        </PageSection>
        <PageSection id="learn" title="Learn PostgreSQL" muted>
          <FeatureGrid features={learning} />
        </PageSection>
      </main>
    </Layout>
  );
}
