import React, { type ReactNode } from 'react';
import type { Illustration } from '@site/src/data/products';
import { ArrowDown, ArrowRight, DiagramText, NodeBox, wrapNode } from './NodeBox';
import { listBox, wideBox } from './layout';
import styles from './styles.module.css';

type FanOut = Extract<Illustration, { kind: 'fanOut' }>;

const width = 420;
const trunkX = 48;
const targetX = 84;
const targetWidth = 312;
const targetGap = 14;

/** A source copied into a hub, which serves several targets: one engine, many clones. */
export default function FanOutDiagram({ diagram }: { diagram: FanOut }): ReactNode {
  const source = wrapNode(diagram.source, listBox);
  const hub = wrapNode(diagram.hub, wideBox);
  const targets = diagram.targets.map((target) => wrapNode(target, listBox));

  const sourceTop = 4;
  const hubTop = sourceTop + source.height + 34;
  const hubBottom = hubTop + hub.height;
  const targetTops: number[] = [];
  let y = hubBottom + 38;
  for (const target of targets) {
    targetTops.push(y);
    y += target.height + targetGap;
  }
  const height = y - targetGap + 4;
  const lastMiddle = (targetTops[targetTops.length - 1] ?? 0) + (targets[targets.length - 1]?.height ?? 0) / 2;

  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${diagram.id}-title ${diagram.id}-desc`}
    >
      <DiagramText id={diagram.id} title={diagram.title} description={diagram.description} />
      <NodeBox node={source} x={64} y={sourceTop} width={292} />
      <path d={`M${width / 2} ${sourceTop + source.height + 3}V${hubTop - 10}`} className={styles.edge} />
      <ArrowDown x={width / 2} y={hubTop - 3} />
      <NodeBox node={hub} x={24} y={hubTop} width={372} />
      <path d={`M${trunkX} ${hubBottom}V${lastMiddle}`} className={styles.edge} />
      <text x={trunkX + 12} y={hubBottom + 24} className={styles.edgeLabel}>
        {diagram.branchLabel}
      </text>
      {targets.map((target, index) => {
        const top = targetTops[index] ?? 0;
        const middle = top + target.height / 2;
        return (
          <g key={target.label}>
            <path d={`M${trunkX} ${middle}H${targetX - 10}`} className={styles.edge} />
            <ArrowRight x={targetX - 3} y={middle} />
            <NodeBox node={target} x={targetX} y={top} width={targetWidth} align="start" />
          </g>
        );
      })}
    </svg>
  );
}
