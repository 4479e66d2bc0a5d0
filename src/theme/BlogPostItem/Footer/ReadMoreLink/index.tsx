import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

/**
 * In place of the theme's link, whose text is "Read more" for every post of a
 * list (its name comes from an aria-label). Here the post's title is part of
 * the link text, visually hidden, so the link says where it goes to screen
 * readers, in a list of links, and to search engines.
 */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label of the link from a post excerpt to the post">
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}>
        <Translate
          id="theme.blog.post.readMoreTitle"
          description="Hidden words after 'Read more' that name the post"
          values={{ title: blogPostTitle }}
        >
          {': {title}'}
        </Translate>
      </span>
    </Link>
  );
}
