import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import { jobRoute, type Job } from '@site/src/data/careers';
import styles from './styles.module.css';

/** The open roles as cards; each card links to the role's page. */
export default function JobCardGrid({ jobs }: { jobs: readonly Job[] }): ReactNode {
  return (
    <ul className={styles.grid}>
      {jobs.map((job) => (
        <li key={job.slug} className={styles.card} data-job={job.slug}>
          <Heading as="h3" className={styles.title}>
            {job.title}
          </Heading>
          <ul className={styles.stack} aria-label={translate({ id: 'careers.card.stack', message: 'Stack' })}>
            {job.stack.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {(job.employmentType || job.location) && (
            <p className={styles.meta}>{[job.employmentType, job.location].filter(Boolean).join(' · ')}</p>
          )}
          <ul className={styles.points}>
            {job.cardPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link className={styles.link} to={jobRoute(job)}>
            <Translate id="careers.card.moreDetails">More details</Translate>
            <span className={styles.srOnly}>{`: ${job.title}`}</span>
            {/* Decoration for sighted readers: screen readers skip it, and the page's Markdown leaves it out. */}
            <span aria-hidden="true" data-markdown-ignore="">
              {' →'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
