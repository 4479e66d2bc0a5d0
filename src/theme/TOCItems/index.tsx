import React, { type ReactNode } from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof TOCItemsType>;

// Wrapped so that a table of contents is a navigation landmark wherever it is
// shown: on blog posts it sits beside <main>, where it was in no landmark.
export default function TOCItemsWrapper(props: Props): ReactNode {
  return (
    <nav aria-label={translate({ id: 'theme.TOCItems.navLabel', message: 'On this page' })}>
      <TOCItems {...props} />
    </nav>
  );
}
