import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownSourceActions from '@site/src/components/MarkdownSourceActions';

type Props = WrapperProps<typeof ContentType>;

// Wrapped to offer the page's Markdown source above its content.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownSourceActions />
      <Content {...props} />
    </>
  );
}
