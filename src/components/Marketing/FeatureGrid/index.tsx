import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Feature = {
  title: string;
  text: string;
  /** Optional list of short points under the text. */
  points?: readonly string[];
  link?: { label: string; to: string };
};

/** Cards in a responsive grid: one column on phones, up to three on desktops. */
export default function FeatureGrid({
  features,
  headingLevel = 'h3',
}: {
  features: readonly Feature[];
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            {feature.title}
          </Heading>
          <p className={styles.text}>{feature.text}</p>
          {feature.points && feature.points.length > 0 && (
            <ul className={styles.points}>
              {feature.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {feature.link && (
            <Link className={styles.link} to={feature.link.to}>
              {feature.link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
