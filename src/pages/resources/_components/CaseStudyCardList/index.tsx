import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CaseStudyFigures from '../CaseStudyFigures';
import { formatCaseStudyDate, type CaseStudy } from '@site/src/data/caseStudies';
import styles from './styles.module.css';

/** The case-study cards of /resources/: customer, headline, two key figures and a link. */
export default function CaseStudyCardList({ studies }: { studies: readonly CaseStudy[] }): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale;
  return (
    <ul className={styles.grid}>
      {studies.map((study) => (
        <li key={study.slug} className={styles.card}>
          <article aria-labelledby={`case-study-${study.slug}`} className={styles.article}>
            <p className={styles.meta}>
              <span className={styles.kind}>
                <Translate id="resources.caseStudy.kind">Case study</Translate>
              </span>
              <span>{study.industry}</span>
              {study.date && <time dateTime={study.date}>{formatCaseStudyDate(study.date, locale)}</time>}
            </p>
            <Heading as="h3" id={`case-study-${study.slug}`} className={styles.customer}>
              {study.customer}
            </Heading>
            <p className={styles.headline}>{study.headline}</p>
            <CaseStudyFigures figures={study.figures.slice(0, 2)} compact />
            <p className={styles.summary}>{study.summary}</p>
            <Link className={styles.link} to={study.route}>
              <Translate id="resources.caseStudy.link" values={{ customer: study.customer }}>
                {'Read the {customer} case study →'}
              </Translate>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
