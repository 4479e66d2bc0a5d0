import React, { type ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import SocialCardMetadata from '@site/src/plugins/social-cards/SocialCardMetadata';
import FallbackNote from '@site/src/components/FallbackNote';
import { useUntranslatedLayout } from '@site/src/components/FallbackNote/TranslationStatus';
import noteStyles from '@site/src/components/FallbackNote/styles.module.css';

type Props = WrapperProps<typeof LayoutType>;

// Pages written in React pass their title to the layout; they name their
// generated card. Docs and blog layouts get no title and are handled by
// their own metadata components. In a translated locale, a page or blog view
// whose content is still English says so above its content.
export default function LayoutWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const untranslated = useUntranslatedLayout();
  return (
    <Layout {...props}>
      {props.title ? <SocialCardMetadata title={props.title} pathname={pathname} /> : null}
      {untranslated ? <FallbackNote className={noteStyles.layoutNote} /> : null}
      {props.children}
    </Layout>
  );
}
