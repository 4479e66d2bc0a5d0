import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import MarkdownSourceActions from '@site/src/components/MarkdownSourceActions';
import FallbackNote from '@site/src/components/FallbackNote';
import { isTranslatedSource } from '@site/src/data/translatedPages';

type Props = WrapperProps<typeof ContentType>;

// Wrapped to offer the page's Markdown source above its content, and, in a
// translated locale, to say when the page is still the English original.
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      {isTranslatedSource(metadata.source) ? null : <FallbackNote />}
      <MarkdownSourceActions />
      <Content {...props} />
    </>
  );
}
