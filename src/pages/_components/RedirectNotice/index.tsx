import React, { useEffect, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import styles from './styles.module.css';

/**
 * A page that sends the visitor to another address: at once with JavaScript,
 * through a meta refresh without it, and with a visible link as the fallback.
 */
export default function RedirectNotice({
  to,
  title,
  description,
  heading,
  text,
  linkLabel,
}: {
  /** Absolute address to go to. */
  to: string;
  title: string;
  description: string;
  heading: string;
  text: string;
  linkLabel: string;
}): ReactNode {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);

  return (
    <Layout title={title} description={description}>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.page}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {heading}
          </Heading>
          <p className={styles.text}>{text}</p>
          <Link className={clsx('button button--primary button--lg', styles.link)} href={to}>
            {linkLabel}
          </Link>
        </div>
      </main>
    </Layout>
  );
}
