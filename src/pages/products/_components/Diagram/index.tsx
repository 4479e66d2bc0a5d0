import React, { type ReactNode } from 'react';
import type { Illustration } from '@site/src/data/products';
import ArchitectureDiagram from './ArchitectureDiagram';
import FanOutDiagram from './FanOutDiagram';
import FlowDiagram from './FlowDiagram';
import styles from './styles.module.css';

function Graphic({ diagram }: { diagram: Illustration }): ReactNode {
  switch (diagram.kind) {
    case 'flow':
      return <FlowDiagram diagram={diagram} />;
    case 'fanOut':
      return <FanOutDiagram diagram={diagram} />;
    case 'architecture':
      return <ArchitectureDiagram diagram={diagram} />;
  }
}

/** A product diagram with a visible caption; drawn in the site's colours, so it follows the colour mode. */
export default function Diagram({ diagram }: { diagram: Illustration }): ReactNode {
  return (
    <figure className={styles.figure}>
      <Graphic diagram={diagram} />
      <figcaption className={styles.caption}>{diagram.title}</figcaption>
    </figure>
  );
}
