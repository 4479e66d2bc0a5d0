import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import CallToActionLink from '@site/src/components/CallToActionLink';
import { teamEmail } from '@site/src/data/contacts';
import { applicationLink, applicationSubject, findJob, type Job, type JobSlug } from '@site/src/data/careers';
import type { CallToAction } from '@site/src/data/callToAction';
import styles from './styles.module.css';

/** Stack, employment type and location, as far as they are known. */
export function JobFacts({ job, className }: { job: Job; className?: string }): ReactNode {
  return (
    <dl className={className ?? styles.facts}>
      <div>
        <dt>
          <Translate id="careers.facts.stack">Stack</Translate>
        </dt>
        <dd>{job.stack.join(', ')}</dd>
      </div>
      {job.employmentType && (
        <div>
          <dt>
            <Translate id="careers.facts.type">Employment</Translate>
          </dt>
          <dd>{job.employmentType}</dd>
        </div>
      )}
      {job.location && (
        <div>
          <dt>
            <Translate id="careers.facts.location">Location</Translate>
          </dt>
          <dd>{job.location}</dd>
        </div>
      )}
    </dl>
  );
}

function ListSection({ title, items }: { title: ReactNode; items?: readonly string[] }): ReactNode {
  if (!items || items.length === 0) return null;
  return (
    <section className={styles.block}>
      <Heading as="h2" className={styles.blockTitle}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A whole job page, rendered from the role's entry in src/data/careers.ts. */
export default function JobPosting({ slug }: { slug: JobSlug }): ReactNode {
  const job = findJob(slug);
  const apply: CallToAction = { label: 'Apply by e-mail', target: { href: applicationLink(job) }, variant: 'primary' };
  const allRoles: CallToAction = { label: 'All open roles', target: { route: '/careers/' }, variant: 'secondary' };
  return (
    <Layout title={`${job.title} (${job.stack.join(', ')}) | Careers`} description={job.summary}>
      <main>
        <PageHero eyebrow="Careers at PostgresAI" title={job.title} lead={job.summary} actions={[apply, allRoles]}>
          <JobFacts job={job} />
        </PageHero>
        <PageSection>
          <div className={styles.layout}>
            <div className={styles.content}>
              {job.focusAreas && job.focusAreas.length > 0 && (
                <section className={styles.block}>
                  <Heading as="h2" className={styles.blockTitle}>
                    <Translate id="careers.job.focusAreas">What the work is about</Translate>
                  </Heading>
                  <ul className={styles.tags}>
                    {job.focusAreas.map((area) => (
                      <li key={area}>{area}</li>
                    ))}
                  </ul>
                </section>
              )}
              <ListSection
                title={<Translate id="careers.job.responsibilities">What you will do</Translate>}
                items={job.responsibilities}
              />
              <ListSection
                title={<Translate id="careers.job.requirements">What we expect</Translate>}
                items={job.requirements}
              />
              <ListSection
                title={<Translate id="careers.job.niceToHave">Nice to have</Translate>}
                items={job.niceToHave}
              />
              <ListSection
                title={<Translate id="careers.job.benefits">What we offer</Translate>}
                items={job.benefits}
              />
            </div>
            <aside className={styles.apply} aria-labelledby={`apply-${job.slug}`}>
              <Heading as="h2" id={`apply-${job.slug}`} className={styles.blockTitle}>
                <Translate id="careers.job.apply.title">How to apply</Translate>
              </Heading>
              <p>
                <Translate
                  id="careers.job.apply.text"
                  values={{ email: <strong>{teamEmail}</strong>, subject: <em>{applicationSubject(job)}</em> }}
                >
                  {
                    'E-mail your CV to {email} with the subject "{subject}". The button below opens your mail client with the subject filled in.'
                  }
                </Translate>
              </p>
              <CallToActionLink action={apply} size="md" className={styles.applyButton} />
            </aside>
          </div>
        </PageSection>
      </main>
    </Layout>
  );
}
