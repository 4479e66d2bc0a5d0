import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';
import { probeStatusEmbed } from './probeStatusEmbed';
import styles from './styles.module.css';

type EmbedState = 'idle' | 'probing' | 'embedded' | 'failed';

/**
 * The service-status badge in the footer. The embed is requested only when
 * the footer scrolls into view; until then, and whenever it cannot load, a
 * plain link to the status page is shown.
 */
export default function StatusWidget(): ReactNode {
  const { statusPageUrl, statusEmbedUrl } = useSiteConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('idle');

  useEffect(() => {
    const container = containerRef.current;
    if (!container || statusEmbedUrl === '' || typeof IntersectionObserver === 'undefined') return undefined;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setState('probing');
      void probeStatusEmbed((url, init) => window.fetch(url, init), statusEmbedUrl).then((ok) => {
        if (!cancelled) setState(ok ? 'embedded' : 'failed');
      });
    });
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [statusEmbedUrl]);

  const linkTarget = statusPageUrl || statusEmbedUrl;
  if (linkTarget === '') return null;

  return (
    <div ref={containerRef} className={styles.statusWidget} data-state={state}>
      {state === 'embedded' ? (
        <iframe
          className={styles.embed}
          src={statusEmbedUrl}
          title={translate({ id: 'footer.status.title', message: 'Service status' })}
          loading="lazy"
          width="230"
          height="61"
        />
      ) : (
        <Link className={styles.link} href={linkTarget}>
          <Translate id="footer.status.link">Service status</Translate>
        </Link>
      )}
    </div>
  );
}
