import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { CaseStudyFigure } from '@site/src/data/caseStudies';
import styles from './styles.module.css';

/** The key figures of a case study as a grid of value/label pairs. */
export default function CaseStudyFigures({
  figures,
  compact = false,
}: {
  figures: readonly CaseStudyFigure[];
  compact?: boolean;
}): ReactNode {
  return (
    <dl className={clsx(styles.figures, compact && styles.compact)}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
