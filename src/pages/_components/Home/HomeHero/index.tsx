import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import CallToActionLink from '@site/src/components/CallToActionLink';
import { hero } from '@site/src/data/home';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <section className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <Heading as="h1" className={styles.title}>
          {hero.title}
        </Heading>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions}>
          {hero.actions.map((action) => (
            <CallToActionLink key={action.label} action={action} />
          ))}
        </div>
        <dl className={styles.facts}>
          {hero.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factValue}>{fact.value}</dt>
              <dd className={styles.factLabel}>{fact.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
