import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import GitHubStarCount from '@site/src/components/GitHubStarCount';
import { dblabRepositoryCard as repo } from '@site/src/data/products';
import styles from './styles.module.css';

/** The DBLab Engine repository with its GitHub star count (committed, see `src/data/githubStars.ts`). */
export default function RepoCard(): ReactNode {
  return (
    <div className={styles.layout}>
      <article className={styles.card} aria-labelledby="dblab-repository">
        <div className={styles.header}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M2 2.5A1.5 1.5 0 0 1 3.5 1h8A1.5 1.5 0 0 1 13 2.5v10a.5.5 0 0 1-.5.5H4a1 1 0 0 0 0 2h8.5a.5.5 0 0 1 0 1H4a2 2 0 0 1-2-2zm1 10.27A2 2 0 0 1 4 12.5h8v-10a.5.5 0 0 0-.5-.5h-8a.5.5 0 0 0-.5.5z" />
          </svg>
          <Heading as="h3" id="dblab-repository" className={styles.name}>
            <Link href={repo.url}>{repo.name}</Link>
          </Heading>
          <GitHubStarCount className={styles.stars} />
        </div>
        <p className={styles.description}>{repo.description}</p>
        <ul className={styles.meta}>
          <li>
            <span className={styles.metaLabel}>
              <Translate id="products.repoCard.licence">Licence</Translate>
            </span>{' '}
            {repo.licence}
          </li>
          <li>
            <span className={styles.metaLabel}>
              <Translate id="products.repoCard.language">Language</Translate>
            </span>{' '}
            {repo.language}
          </li>
        </ul>
        <div className={styles.actions}>
          <Link className="button button--primary" href={repo.url}>
            <Translate id="products.repoCard.star">Star us on GitHub</Translate>
          </Link>
          <Link className="button button--secondary" href={repo.gitlabUrl}>
            <Translate id="products.repoCard.gitlab">Main development on GitLab</Translate>
          </Link>
        </div>
      </article>
      <ul className={styles.links}>
        <li>
          <Link href={repo.slackUrl}>
            <Translate id="products.repoCard.slack">Join the community Slack</Translate>
          </Link>
        </li>
        <li>
          <Link href={repo.contributingUrl}>
            <Translate id="products.repoCard.contributing">How to contribute</Translate>
          </Link>
        </li>
        <li>
          <Link to={repo.docsRoute}>
            <Translate id="products.repoCard.docs">Read the documentation</Translate>
          </Link>
        </li>
      </ul>
    </div>
  );
}
