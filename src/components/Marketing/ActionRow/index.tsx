import React, { type ReactNode } from 'react';
import CallToActionLink from '@site/src/components/CallToActionLink';
import type { CallToAction } from '@site/src/data/callToAction';
import styles from './styles.module.css';

/** A row of call-to-action buttons that wraps on narrow screens. */
export default function ActionRow({ actions }: { actions: readonly CallToAction[] }): ReactNode {
  return (
    <div className={styles.row}>
      {actions.map((action, index) => (
        <React.Fragment key={action.label}>
          {/* The flex row does not render this space; text taken from the HTML keeps the labels apart with it. */}
          {index > 0 && ' '}
          <CallToActionLink action={action} />
        </React.Fragment>
      ))}
    </div>
  );
}
