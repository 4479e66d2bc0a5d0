import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import JobCardGrid from './_components/JobCardGrid';
import { jobs } from '@site/src/data/careers';
import { teamEmail } from '@site/src/data/contacts';

export default function CareersPage(): ReactNode {
  return (
    <Layout
      title="Careers"
      description="Open roles at PostgresAI: senior database, full stack, Go and frontend engineers building tools for teams that run PostgreSQL."
    >
      <main>
        <PageHero
          eyebrow="Join the team"
          title="Careers at PostgresAI"
          lead="PostgresAI builds open-source tools and services for teams that run PostgreSQL: DBLab Engine for thin cloning and branching, monitoring, health checks and an AI assistant. If hard database problems and developer tooling are what you enjoy, take a look at the roles below."
        />
        <PageSection
          title={<Translate id="careers.list.title">Open roles</Translate>}
          intro={
            <Translate id="careers.list.intro">
              Each card lists the core requirements; the page of each role has the full list, the nice-to-haves and how
              to apply.
            </Translate>
          }
        >
          <JobCardGrid jobs={jobs} />
        </PageSection>
        <PageSection muted title={<Translate id="careers.howToApply.title">How to apply</Translate>}>
          <p>
            <Translate id="careers.howToApply.text" values={{ email: <strong>{teamEmail}</strong> }}>
              {
                'E-mail your CV to {email} and put the title of the role in the subject. The apply button on each role page opens your mail client with the subject filled in.'
              }
            </Translate>
          </p>
          <p>
            <Translate
              id="careers.howToApply.contact"
              values={{
                contact: (
                  <Link to="/contact/">
                    <Translate id="careers.howToApply.contactLink">contact page</Translate>
                  </Link>
                ),
              }}
            >
              {'Questions before you apply? The {contact} lists every way to reach the team.'}
            </Translate>
          </p>
        </PageSection>
      </main>
    </Layout>
  );
}
