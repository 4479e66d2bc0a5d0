import React, { type ReactNode } from 'react';
import ConsentBanner from '@site/src/components/ConsentBanner';

// Root wraps every page; it adds the analytics consent banner (which renders
// nothing unless analytics ids are configured).
export default function Root({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <ConsentBanner />
    </>
  );
}
