import React, { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';
import { getLocalStorage } from '@site/src/storage/browserStorage';
import {
  readConsent,
  saveConsent,
  shouldAskForConsent,
  shouldLoadAnalytics,
  type ConsentChoice,
} from '@site/src/analytics/consent';
import { loadAnalytics } from '@site/src/analytics/loadAnalytics';
import styles from './styles.module.css';

const listeners = new Set<() => void>();

// Another tab's choice arrives as a storage event; this tab's through notifyConsentChange.
function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function notifyConsentChange(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Asks for analytics consent when analytics ids are configured, and loads the
 * scripts only after the visitor accepts. Renders nothing otherwise.
 */
export default function ConsentBanner(): ReactNode {
  const { googleTagManagerId, metaPixelId } = useSiteConfig();
  const ids = { googleTagManagerId, metaPixelId };
  // undefined while rendering on the server and during hydration.
  const choice = useSyncExternalStore<ConsentChoice | null | undefined>(
    subscribeToStorage,
    () => readConsent(getLocalStorage()),
    () => undefined,
  );

  useEffect(() => {
    if (choice !== undefined && shouldLoadAnalytics(ids, choice)) loadAnalytics(ids);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice, googleTagManagerId, metaPixelId]);

  if (choice === undefined || !shouldAskForConsent(ids, choice)) return null;

  const decide = (value: ConsentChoice) => {
    saveConsent(getLocalStorage(), value);
    notifyConsentChange();
  };

  return (
    <section
      className={styles.banner}
      role="region"
      aria-label={translate({ id: 'consent.label', message: 'Cookie consent' })}
    >
      <p className={styles.text}>
        <Translate id="consent.message">
          We would like to measure visits with analytics cookies to improve the site. Nothing is loaded unless you
          accept.
        </Translate>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => decide('declined')}>
          <Translate id="consent.decline">Decline</Translate>
        </button>
        <button type="button" className="button button--primary" onClick={() => decide('accepted')}>
          <Translate id="consent.accept">Accept analytics</Translate>
        </button>
      </div>
    </section>
  );
}
