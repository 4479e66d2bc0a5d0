import React, { type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';

// The theme registers the extra Prism languages from a client module, which
// puts Prism in the bundle of every page. Registering them here, once, when
// the first code block's chunk loads, keeps Prism out of pages without code.
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return <Content {...props} />;
}
