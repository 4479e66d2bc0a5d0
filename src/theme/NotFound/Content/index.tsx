import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { notFoundLinks } from '@site/src/data/notFoundLinks';
import styles from './styles.module.css';

// Replaces the theme's not-found text with suggestions of where to go next.
export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata
        description={translate({
          id: 'notFound.metaDescription',
          message:
            'No page exists at this address. Links to the documentation, the how-to library and the blog lead on.',
          description: 'The meta description of the 404 page',
        })}
      />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <p className={styles.code}>404</p>
          <Heading as="h1">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page not found
            </Translate>
          </Heading>
          <p>
            <Translate id="notFound.explanation">
              We could not find a page at this address. It may have moved when the documentation was reorganised, or the
              link may contain a typo.
            </Translate>
          </p>
          <ul className={styles.links}>
            {notFoundLinks.map((link) => (
              <li key={link.route}>
                <Link to={link.route} className={styles.linkTitle}>
                  {link.label}
                </Link>
                <span className={styles.linkText}>{link.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
