import React, { type ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import StatusWidget from '@site/src/components/StatusWidget';

type Props = WrapperProps<typeof CopyrightType>;

// Wrapped to place the service-status badge just above the copyright line.
export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <StatusWidget />
      <Copyright {...props} />
    </>
  );
}
