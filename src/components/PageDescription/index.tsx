import React, { type ComponentType, type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';

/**
 * Wraps a theme page that sets only a title, adding a meta description after
 * it (the later metadata wins).
 */
export function withPageDescription<P extends object>(Page: ComponentType<P>, description: () => string) {
  return function PageWithDescription(props: P): ReactNode {
    return (
      <>
        <Page {...props} />
        <PageMetadata description={description()} />
      </>
    );
  };
}
