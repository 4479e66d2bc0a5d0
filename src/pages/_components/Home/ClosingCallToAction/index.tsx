import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import CallToActionLink from '@site/src/components/CallToActionLink';
import { closingActions } from '@site/src/data/home';
import styles from './styles.module.css';

export default function ClosingCallToAction(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="closing-call-to-action">
      <div className="container">
        <Heading as="h2" id="closing-call-to-action">
          {closingActions.title}
        </Heading>
        <p className={styles.text}>{closingActions.text}</p>
        <div className={styles.actions}>
          {closingActions.actions.map((action) => (
            <CallToActionLink key={action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}
