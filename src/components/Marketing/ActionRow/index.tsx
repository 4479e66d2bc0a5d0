import React, { type ReactNode } from 'react';
import CallToActionLink from '@site/src/components/CallToActionLink';
import type { CallToAction } from '@site/src/data/callToAction';
import styles from './styles.module.css';

/** A row of call-to-action buttons that wraps on narrow screens. */
export default function ActionRow({ actions }: { actions: readonly CallToAction[] }): ReactNode {
  return (
    <div className={styles.row}>
      {actions.map((action) => (
        <CallToActionLink key={action.label} action={action} />
      ))}
    </div>
  );
}
