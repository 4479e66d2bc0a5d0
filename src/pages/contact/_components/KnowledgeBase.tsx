import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { knowledgeBaseLinks } from '@site/src/data/contactChannels';
import styles from './styles.module.css';

/** Links to the documentation and the Q&A page. */
export default function KnowledgeBase(): ReactNode {
  return (
    <ul className={styles.knowledgeBase}>
      {knowledgeBaseLinks.map((link) => (
        <li key={link.id} className={styles.knowledgeItem}>
          <Link className={styles.knowledgeLink} to={link.route}>
            {link.title}
          </Link>
          <p className={styles.text}>{link.text}</p>
        </li>
      ))}
    </ul>
  );
}
