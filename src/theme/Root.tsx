import React, { lazy, Suspense, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';

const ConsentBanner = lazy(() => import('@site/src/components/ConsentBanner'));

/**
 * The analytics consent banner, only where analytics ids are configured. Its
 * code loads after hydration: the banner has nothing to show before it can
 * read the visitor's stored choice, and without ids no page pays for it.
 */
function ConsentBannerWhenConfigured(): ReactNode {
  const { googleTagManagerId, metaPixelId } = useSiteConfig();
  const configured = googleTagManagerId !== '' || metaPixelId !== '';
  // False on the server and while hydrating, so no Suspense boundary is rendered there.
  const isBrowser = useIsBrowser();
  if (!configured || !isBrowser) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

// Root wraps every page; it adds the analytics consent banner.
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <ConsentBannerWhenConfigured />
    </>
  );
}
