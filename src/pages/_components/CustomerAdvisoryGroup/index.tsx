/** Parts of /customer-advisory-group that only that page uses. */
import React, { type ReactNode } from 'react';
import PageHero from '@site/src/components/Marketing/PageHero';
import { unwrapParagraph } from '@site/src/components/Marketing/unwrapParagraph';
import { applyActions } from '@site/src/data/customerAdvisoryGroup';
import styles from './styles.module.css';

/** The page's hero: the children are the lead paragraph; the buttons apply by e-mail. */
export function AdvisoryHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}): ReactNode {
  return <PageHero eyebrow={eyebrow} title={title} lead={unwrapParagraph(children)} actions={applyActions} />;
}

/** Paragraphs in a readable column. */
export function Prose({ children }: { children?: ReactNode }): ReactNode {
  return <div className={styles.prose}>{children}</div>;
}

/** A Markdown list shown as ticked criteria. */
export function Criteria({ children }: { children?: ReactNode }): ReactNode {
  return <div className={styles.criteria}>{children}</div>;
}
