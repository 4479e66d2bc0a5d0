import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import { useOriginalPage } from './useOriginalPage';

/**
 * Shown in a locale other than the default one on a page whose content has no
 * translation yet: says so, and links to the original. Renders nothing in the
 * default locale.
 */
export default function FallbackNote({ className }: { className?: string }): ReactNode {
  const original = useOriginalPage();
  if (!original) return null;
  return (
    <aside className={clsx('alert alert--info', styles.note, className)} role="note" data-fallback-note="">
      <Translate id="fallbackNote.text" description="Shown on a page whose content is not translated yet">
        This page has not been translated yet, so it is shown in the original English.
      </Translate>{' '}
      {/* pathname:// leaves the address as it is: the original is another locale's build, not a route of this one. */}
      <Link to={`pathname://${original.href}`} autoAddBaseUrl={false} target="_self" hrefLang={original.hrefLang}>
        <Translate id="fallbackNote.link" description="Link from the fallback note to the original page">
          Open the English original
        </Translate>
      </Link>
    </aside>
  );
}
