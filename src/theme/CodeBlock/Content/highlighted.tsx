import React, { type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

// The theme registers the extra Prism languages from a client module, which
// puts Prism in the bundle of every page. Registered here, they load with
// Prism itself: only when a block is highlighted in the browser.
prismIncludeLanguages(Prism);

/** The theme's highlighted code, loaded on demand by `./index.tsx`. */
export default function HighlightedContent(props: WrapperProps<typeof ContentType>): ReactNode {
  return <Content {...props} />;
}
