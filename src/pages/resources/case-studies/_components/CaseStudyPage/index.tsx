/**
 * The frame of a case study written in MDX (src/pages/resources/case-studies/<slug>.mdx):
 * the hero, the key figures and the closing sections come from the study's
 * facts in src/data/caseStudies.ts; the story in between is the page's prose.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import FeatureGrid from '@site/src/components/Marketing/FeatureGrid';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import CaseStudyFigures from '@site/src/pages/resources/_components/CaseStudyFigures';
import type { CallToAction } from '@site/src/data/callToAction';
import { formatCaseStudyDate, getCaseStudy, type CaseStudySlug } from '@site/src/data/caseStudies';
import styles from './styles.module.css';

function PointList({ points }: { points: readonly string[] }): ReactNode {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** One part of the story (challenge, solution, results): a titled band with the MDX prose inside. */
export function CaseStudySection({
  id,
  title,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  muted?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <PageSection id={id} title={title} muted={muted}>
      <div className={styles.prose}>{children}</div>
    </PageSection>
  );
}

/** What an engineer of the customer reported, paraphrased; `role` names them by role only. */
export function CaseStudyReport({ role, children }: { role: string; children: ReactNode }): ReactNode {
  return (
    <PageSection id="reported" title={translate({ id: 'caseStudy.reported.title', message: 'What the team reported' })}>
      <div className={styles.report}>
        <div className={styles.reportText}>{children}</div>
        <p className={styles.reportRole}>
          <Translate id="caseStudy.reportSource" values={{ role }}>
            {'Source: {role}, paraphrased by PostgresAI.'}
          </Translate>
        </p>
      </div>
    </PageSection>
  );
}

/**
 * A whole case study: `<CaseStudyPage slug="gitlab">` with the story's
 * sections (`CaseStudySection`, `CaseStudyReport`) as children.
 */
export default function CaseStudyPage({ slug, children }: { slug: CaseStudySlug; children: ReactNode }): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale;
  const study = getCaseStudy(slug);
  const actions: readonly CallToAction[] = [
    {
      label: translate({ id: 'caseStudy.next.console', message: 'Start in the Console' }),
      target: { setting: 'signInUrl' },
      variant: 'primary',
    },
    {
      label: translate({ id: 'caseStudy.next.contact', message: 'Talk to us' }),
      target: { route: '/contact/' },
      variant: 'secondary',
    },
  ];
  return (
    <>
      <PageHero
        eyebrow={translate(
          { id: 'caseStudy.eyebrow', message: 'Case study · {customer}' },
          { customer: study.customer },
        )}
        title={study.headline}
        lead={study.summary}
      >
        <p className={styles.breadcrumb}>
          <Link to="/resources/">
            <Translate id="caseStudy.backLink">← All case studies</Translate>
          </Link>
          {study.date && (
            <span>
              <Translate
                id="caseStudy.published"
                values={{ date: <time dateTime={study.date}>{formatCaseStudyDate(study.date, locale)}</time> }}
              >
                {'Published {date}'}
              </Translate>
            </span>
          )}
        </p>
      </PageHero>

      <PageSection id="key-figures" title={translate({ id: 'caseStudy.keyFigures.title', message: 'Key figures' })}>
        <div className={styles.overview}>
          <CaseStudyFigures figures={study.figures} />
          <aside className={styles.about} aria-labelledby="about-customer">
            <Heading as="h3" id="about-customer" className={styles.aboutTitle}>
              <Translate id="caseStudy.about" values={{ customer: study.customer }}>
                {'About {customer}'}
              </Translate>
            </Heading>
            <p className={styles.industry}>{study.industry}</p>
            <PointList points={study.companyFacts} />
          </aside>
        </div>
      </PageSection>

      {children}

      <PageSection
        id="products"
        title={translate({ id: 'caseStudy.products.title', message: 'The products behind it' })}
        intro={translate({
          id: 'caseStudy.products.intro',
          message: 'Read how each part works, with the same thin clones this case study relies on.',
        })}
        muted
      >
        <FeatureGrid
          features={study.relatedProducts.map((product) => ({
            title: product.label,
            text: product.text,
            link: { label: translate({ id: 'caseStudy.products.more', message: 'Learn more →' }), to: product.route },
          }))}
        />
      </PageSection>

      <PageSection
        id="next"
        title={translate({ id: 'caseStudy.next.title', message: 'Try it on your own database' })}
        intro={translate({
          id: 'caseStudy.next.intro',
          message:
            'Start a DBLab Engine from the Console, or tell us about your setup and we will help you plan a pilot.',
        })}
      >
        <ActionRow actions={actions} />
      </PageSection>
    </>
  );
}
