import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/**
 * Shown in a locale other than the default one on a page whose content has no
 * translation yet: says so, and links to the original. Renders nothing in the
 * default locale.
 */
export default function FallbackNote({ className }: { className?: string }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { createUrl } = useAlternatePageUtils();
  if (i18n.currentLocale === i18n.defaultLocale) return null;
  const original = createUrl({ locale: i18n.defaultLocale, fullyQualified: false });
  const originalLanguage = i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale;
  return (
    <aside className={clsx('alert alert--info', styles.note, className)} role="note" data-fallback-note="">
      <Translate id="fallbackNote.text" description="Shown on a page whose content is not translated yet">
        This page has not been translated yet, so it is shown in the original English.
      </Translate>{' '}
      {/* pathname:// leaves the address as it is: the original is another locale's build, not a route of this one. */}
      <Link to={`pathname://${original}`} autoAddBaseUrl={false} target="_self" hrefLang={originalLanguage}>
        <Translate id="fallbackNote.link" description="Link from the fallback note to the original page">
          Open the English original
        </Translate>
      </Link>
    </aside>
  );
}
