import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** One titled band of a marketing page; `muted` alternates the background. */
export default function PageSection({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  muted?: boolean;
  children?: ReactNode;
}): ReactNode {
  return (
    <section id={id} className={clsx(styles.section, muted && styles.muted)}>
      <div className="container">
        {title && (
          <Heading as="h2" className={styles.title}>
            {title}
          </Heading>
        )}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
