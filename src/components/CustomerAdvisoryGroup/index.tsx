import React, { type ReactNode } from 'react';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import FeatureGrid from '@site/src/components/Marketing/FeatureGrid';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import { about, apply, benefits, benefitsSection, commitments, commitmentsSection, eligibility, hero } from './content';
import styles from './styles.module.css';

/** The body of /customer-advisory-group. */
export default function CustomerAdvisoryGroup(): ReactNode {
  return (
    <main>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} actions={apply.actions} />
      <PageSection title={about.title}>
        <div className={styles.prose}>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection muted title={commitmentsSection.title} intro={commitmentsSection.intro}>
        <FeatureGrid features={commitments} />
      </PageSection>
      <PageSection title={benefitsSection.title} intro={benefitsSection.intro}>
        <FeatureGrid features={benefits} />
      </PageSection>
      <PageSection muted title={eligibility.title} intro={eligibility.intro}>
        <ul className={styles.criteria}>
          {eligibility.criteria.map((criterion) => (
            <li key={criterion}>{criterion}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="apply" title={apply.title} intro={apply.text}>
        <ActionRow actions={apply.actions} />
      </PageSection>
    </main>
  );
}
