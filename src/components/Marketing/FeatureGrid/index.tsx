import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { unwrapParagraph } from '../unwrapParagraph';
import styles from './styles.module.css';

export type Feature = {
  title: string;
  text: string;
  /** Optional list of short points under the text. */
  points?: readonly string[];
  link?: { label: string; to: string };
};

type CardProps = {
  title: string;
  /** The card's text; in MDX, the children of `<FeatureCard>`. */
  children?: ReactNode;
  points?: readonly string[];
  /** Text of the link at the bottom of the card; shown when `to` is set. */
  linkLabel?: string;
  to?: string;
  headingLevel?: 'h2' | 'h3';
};

/** One card of a `FeatureGrid`; written as a child of `<FeatureGrid>` in MDX pages. */
export function FeatureCard({ title, children, points, linkLabel, to, headingLevel = 'h3' }: CardProps): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as={headingLevel} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{unwrapParagraph(children)}</p>
      {points && points.length > 0 && (
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {to && linkLabel && (
        <Link className={styles.link} to={to}>
          {linkLabel}
        </Link>
      )}
    </li>
  );
}

/**
 * Cards in a responsive grid: one column on phones, up to three on desktops.
 * Pass `features` from a data module, or write `<FeatureCard>` children.
 */
export default function FeatureGrid({
  features = [],
  headingLevel = 'h3',
  children,
}: {
  features?: readonly Feature[];
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <FeatureCard
          key={feature.title}
          title={feature.title}
          points={feature.points}
          linkLabel={feature.link?.label}
          to={feature.link?.to}
          headingLevel={headingLevel}
        >
          {feature.text}
        </FeatureCard>
      ))}
      {children}
    </ul>
  );
}
