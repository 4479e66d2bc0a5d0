import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { shareTargets } from '@site/src/data/blogPostFooter';
import styles from './styles.module.css';

/** Share links for the current post, plus a button that copies its address. */
export default function BlogPostShare(): ReactNode {
  const { metadata } = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const page = { url: `${siteConfig.url}${metadata.permalink}`, title: metadata.title };
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(page.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <nav className={styles.share} aria-label={translate({ id: 'blog.share.label', message: 'Share this post' })}>
      <span className={styles.title}>
        <Translate id="blog.share.title">Share this post</Translate>
      </span>
      {shareTargets.map((target) => (
        <Link key={target.id} className={styles.link} href={target.url(page)}>
          {target.label}
        </Link>
      ))}
      <button type="button" className={styles.copy} onClick={copy}>
        <Translate id="blog.share.copy">Copy link</Translate>
      </button>
      <span role="status" className={styles.status}>
        {copied === true && translate({ id: 'blog.share.copied', message: 'Link copied.' })}
        {copied === false &&
          translate({ id: 'blog.share.copyFailed', message: 'Could not copy; copy the address bar.' })}
      </span>
    </nav>
  );
}
