import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CallToActionLink from '@site/src/components/CallToActionLink';
import type { CallToAction } from '@site/src/data/callToAction';
import styles from './styles.module.css';

/** The top of a marketing page: its only h1, a lead paragraph and the main calls to action. */
export default function PageHero({
  eyebrow,
  title,
  lead,
  actions = [],
  children,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: readonly CallToAction[];
  /** Extra content under the actions, such as an illustration. */
  children?: ReactNode;
  className?: string;
}): ReactNode {
  return (
    <header className={clsx(styles.hero, className)}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action) => (
              <CallToActionLink key={action.label} action={action} />
            ))}
          </div>
        )}
        {children}
      </div>
    </header>
  );
}
