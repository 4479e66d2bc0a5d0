import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
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

const sectionTitles = {
  focusAreas: () => translate({ id: 'careers.job.focusAreas', message: 'What the work is about' }),
  responsibilities: () => translate({ id: 'careers.job.responsibilities', message: 'What you will do' }),
  requirements: () => translate({ id: 'careers.job.requirements', message: 'What we expect' }),
  niceToHave: () => translate({ id: 'careers.job.niceToHave', message: 'Nice to have' }),
  benefits: () => translate({ id: 'careers.job.benefits', message: 'What we offer' }),
} as const;

export type JobSectionKind = keyof typeof sectionTitles;

/**
 * One part of a posting, a Markdown list under its standard heading:
 * `focusAreas` (shown as tags), `responsibilities`, `requirements`,
 * `niceToHave` or `benefits`.
 */
export function JobSection({ kind, children }: { kind: JobSectionKind; children: ReactNode }): ReactNode {
  return (
    <section className={clsx(styles.block, kind === 'focusAreas' ? styles.tags : styles.list)}>
      <Heading as="h2" className={styles.blockTitle}>
        {sectionTitles[kind]()}
      </Heading>
      {children}
    </section>
  );
}

/**
 * A whole job page, written as src/pages/careers/<slug>.mdx: the hero and
 * the apply box come from the role's facts in src/data/careers.ts, the
 * `JobSection`s in between are the page's prose.
 */
export default function JobPosting({
  slug,
  summary,
  children,
}: {
  slug: JobSlug;
  /** One or two sentences about the role, the lead under the title (the page's description). */
  summary: string;
  children: ReactNode;
}): ReactNode {
  const job = findJob(slug);
  const apply: CallToAction = {
    label: translate({ id: 'careers.job.apply.button', message: 'Apply by e-mail' }),
    target: { href: applicationLink(job) },
    variant: 'primary',
  };
  const allRoles: CallToAction = {
    label: translate({ id: 'careers.job.allRoles', message: 'All open roles' }),
    target: { route: '/careers/' },
    variant: 'secondary',
  };
  return (
    <>
      <PageHero
        eyebrow={translate({ id: 'careers.job.eyebrow', message: 'Careers at PostgresAI' })}
        title={job.title}
        lead={summary}
        actions={[apply, allRoles]}
      >
        <JobFacts job={job} />
      </PageHero>
      <PageSection>
        <div className={styles.layout}>
          <div className={styles.content}>{children}</div>
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
    </>
  );
}
