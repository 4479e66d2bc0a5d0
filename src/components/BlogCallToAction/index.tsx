import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { blogCallToAction } from '@site/src/data/blogPostFooter';
import styles from './styles.module.css';

/** The invitation under each post to try DBLab or talk to the team. */
export default function BlogCallToAction(): ReactNode {
  const { title, text, primary, secondary } = blogCallToAction;
  return (
    <aside className={styles.callToAction}>
      <Heading as="h2" className={styles.title}>
        {title}
      </Heading>
      <p>{text}</p>
      <div className={styles.actions}>
        <Link className="button button--primary" to={primary.route}>
          {primary.label}
        </Link>
        <Link className="button button--secondary" to={secondary.route}>
          {secondary.label}
        </Link>
      </div>
    </aside>
  );
}
