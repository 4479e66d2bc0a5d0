import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import { useOriginalPage } from './useOriginalPage';

/**
 * On a translated legal document: says that the translation is for convenience and that the
 * original English text prevails, and links to it. Renders nothing in the default locale.
 */
export default function EnglishPrevails(): ReactNode {
  const original = useOriginalPage();
  if (!original) return null;
  return (
    <aside className={clsx('alert alert--info', styles.note)} role="note" data-english-prevails="">
      <Translate id="legalNote.text" description="On a translated legal document, above its text">
        This translation is provided for convenience. If it differs from the English original, the English text
        prevails.
      </Translate>{' '}
      {/* pathname:// leaves the address as it is: the original is another locale's build. */}
      <Link to={`pathname://${original.href}`} autoAddBaseUrl={false} target="_self" hrefLang={original.hrefLang}>
        <Translate id="legalNote.link" description="Link from the legal note to the English original">
          Open the English original
        </Translate>
      </Link>
    </aside>
  );
}
