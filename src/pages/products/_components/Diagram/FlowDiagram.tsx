import React, { type ReactNode } from 'react';
import type { Illustration } from '@site/src/data/products';
import { ArrowDown, DiagramText, NodeBox, wrapNode } from './NodeBox';
import { wideBox } from './layout';
import styles from './styles.module.css';

type Flow = Extract<Illustration, { kind: 'flow' }>;

const width = 420;
const boxX = 24;
const boxWidth = 372;
const gap = 34;

/** Boxes stacked top to bottom, joined by arrows: a pipeline or a sequence of steps. */
export default function FlowDiagram({ diagram }: { diagram: Flow }): ReactNode {
  const nodes = diagram.nodes.map((node) => wrapNode(node, wideBox));
  const tops: number[] = [];
  let y = 4;
  for (const node of nodes) {
    tops.push(y);
    y += node.height + gap;
  }
  const height = y - gap + 4;
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${diagram.id}-title ${diagram.id}-desc`}
    >
      <DiagramText id={diagram.id} title={diagram.title} description={diagram.description} />
      {nodes.map((node, index) => {
        const top = tops[index] ?? 0;
        const bottom = top + node.height;
        const isLast = index === nodes.length - 1;
        return (
          <g key={node.label}>
            <NodeBox node={node} x={boxX} y={top} width={boxWidth} />
            {!isLast && (
              <>
                <path d={`M${width / 2} ${bottom + 3}V${bottom + gap - 10}`} className={styles.edge} />
                <ArrowDown x={width / 2} y={bottom + gap - 3} />
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
