import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import FeatureGrid from '@site/src/components/Marketing/FeatureGrid';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import CaseStudyFigures from '@site/src/components/CaseStudyFigures';
import { caseStudyActions, formatCaseStudyDate, getCaseStudy, type CaseStudySlug } from '@site/src/data/caseStudies';
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

/** A /resources/case-studies/<slug> page, built from src/data/caseStudies.ts. */
export default function CaseStudyPage({ slug }: { slug: CaseStudySlug }): ReactNode {
  const study = getCaseStudy(slug);
  return (
    <Layout title={`${study.customer} case study`} description={study.description}>
      <main>
        <PageHero eyebrow={`Case study · ${study.customer}`} title={study.headline} lead={study.summary}>
          <p className={styles.breadcrumb}>
            <Link to="/resources/">
              <Translate id="caseStudy.backLink">← All case studies</Translate>
            </Link>
            {study.date && (
              <span>
                <Translate
                  id="caseStudy.published"
                  values={{ date: <time dateTime={study.date}>{formatCaseStudyDate(study.date)}</time> }}
                >
                  {'Published {date}'}
                </Translate>
              </span>
            )}
          </p>
        </PageHero>

        <PageSection id="key-figures" title="Key figures">
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

        <PageSection id="challenge" title="The challenge" muted>
          <div className={styles.prose}>
            <p>{study.challenge.intro}</p>
            <PointList points={study.challenge.points} />
          </div>
        </PageSection>

        <PageSection id="solution" title="The solution">
          <div className={styles.prose}>
            <p>{study.solution.intro}</p>
            <PointList points={study.solution.points} />
          </div>
        </PageSection>

        <PageSection id="results" title="Results" muted>
          <div className={styles.prose}>
            <PointList points={study.results} />
          </div>
        </PageSection>

        <PageSection id="reported" title="What the team reported">
          <div className={styles.report}>
            <p className={styles.reportText}>{study.engineerReport.paraphrase}</p>
            <p className={styles.reportRole}>
              <Translate id="caseStudy.reportSource" values={{ role: study.engineerReport.role }}>
                {'Source: {role}, paraphrased by PostgresAI.'}
              </Translate>
            </p>
          </div>
        </PageSection>

        <PageSection
          id="products"
          title="The products behind it"
          intro="Read how each part works, with the same thin clones this case study relies on."
          muted
        >
          <FeatureGrid
            features={study.relatedProducts.map((product) => ({
              title: product.label,
              text: product.text,
              link: { label: 'Learn more →', to: product.route },
            }))}
          />
        </PageSection>

        <PageSection
          id="next"
          title="Try it on your own database"
          intro="Start a DBLab Engine from the Console, or tell us about your setup and we will help you plan a pilot."
        >
          <ActionRow actions={caseStudyActions} />
        </PageSection>
      </main>
    </Layout>
  );
}
