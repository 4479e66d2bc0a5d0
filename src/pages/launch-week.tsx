import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import LaunchWeekTerminal from './_components/LaunchWeekTerminal';
import { launchWeek } from '@site/src/data/launchWeek';

export default function LaunchWeekPage(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'launchWeek.page.title', message: 'Launch Week, July 21–25, 2025' })}
      description={translate({
        id: 'launchWeek.page.description',
        message:
          'PostgresAI Launch Week, July 21–25, 2025: DBLab Engine 4.0, postgres_ai monitoring, the Checkup service, Postgres how-tos and Self-Driving Postgres, day by day.',
      })}
    >
      <main>
        <PageHero
          eyebrow={translate({ id: 'launchWeek.page.eyebrow', message: 'July 21–25, 2025' })}
          title={launchWeek.title}
          lead={translate({
            id: 'launchWeek.page.lead',
            message:
              'One release a day, with a few smaller ones on the side: database branching, monitoring, health checks, how-to guides and a roadmap towards self-driving Postgres. Pick a day to highlight it and share the link.',
          })}
        />
        <PageSection>
          <LaunchWeekTerminal />
        </PageSection>
        <PageSection
          muted
          title={<Translate id="launchWeek.allPosts.title">All launch week posts</Translate>}
          intro={
            <Translate id="launchWeek.allPosts.intro">
              Every announcement of the week, with the technical details behind each release, is collected under one
              blog tag.
            </Translate>
          }
        >
          <Link className="button button--primary button--lg" to={launchWeek.tagRoute}>
            <Translate id="launchWeek.allPosts.link">Browse the Launch Week tag</Translate>
          </Link>
        </PageSection>
      </main>
    </Layout>
  );
}
