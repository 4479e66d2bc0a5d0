import React, { type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// Wrapped to keep edge labels readable in dark mode (see the CSS module). The
// diagram is drawn in the browser; until then this box is empty, which the
// sitemap crawl waits on before it checks the page.
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <div className={styles.diagram} data-mermaid-diagram="">
      <Mermaid {...props} />
    </div>
  );
}
