import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import sources from '@generated/raw-markdown/default/sources.json';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

async function copyPageSource(rawUrl: string): Promise<void> {
  const response = await fetch(rawUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

/** Reading time, "Copy as Markdown" and "View raw" for pages whose source the site serves. */
export default function MarkdownSourceActions(): ReactNode {
  const { metadata } = useDoc();
  const source = sources.sourceByPermalink[metadata.permalink];
  const rawPath = source?.rawPath;
  const rawUrl = useBaseUrl(rawPath ?? '/');
  const [state, setState] = useState<CopyState>('idle');
  if (!source || !rawPath) return null;

  const copy = () => {
    setState('copying');
    copyPageSource(rawUrl).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.actions} data-search-ignore>
      <span className={styles.readingTime}>
        {translate(
          { id: 'markdownSource.readingTime', message: '{minutes} min read' },
          { minutes: source.readingMinutes },
        )}
      </span>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={copy}
        disabled={state === 'copying'}
      >
        <Translate id="markdownSource.copy">Copy as Markdown</Translate>
      </button>
      <Link className="button button--sm button--outline button--secondary" to={`pathname://${rawPath}`}>
        <Translate id="markdownSource.view">View raw</Translate>
      </Link>
      <span className={styles.status} role="status">
        {state === 'copied' && translate({ id: 'markdownSource.copied', message: 'Copied to the clipboard.' })}
        {state === 'failed' &&
          translate({
            id: 'markdownSource.failed',
            message: 'Could not copy. Open "View raw" and copy the text from there.',
          })}
      </span>
    </div>
  );
}
