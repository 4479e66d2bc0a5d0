import React, { type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';

type Props = WrapperProps<typeof LayoutType>;

// Pages written in React pass their title to the layout; they name their
// generated card. Docs and blog layouts get no title and are handled by
// their own metadata components.
export default function LayoutWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  return (
    <Layout {...props}>
      {props.title ? <SocialCardMetadata title={props.title} pathname={pathname} /> : null}
      {props.children}
    </Layout>
  );
}
