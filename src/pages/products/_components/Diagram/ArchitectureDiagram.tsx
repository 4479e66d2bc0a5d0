import React, { type ReactNode } from 'react';
import type { Illustration } from '@site/src/data/products';
import { ArrowDown, DiagramText, NodeBox, wrapNode } from './NodeBox';
import { smallBox, wideBox } from './layout';
import styles from './styles.module.css';

type Architecture = Extract<Illustration, { kind: 'architecture' }>;

const width = 420;
const innerX = 24;
const innerWidth = 340;
const laneX = 380;
const cloneWidth = 108;
const cloneGap = 8;

/** DBLab Engine inside the customer's infrastructure, with the Console outside it. */
export default function ArchitectureDiagram({ diagram }: { diagram: Architecture }): ReactNode {
  const source = wrapNode(diagram.source, wideBox);
  const engine = wrapNode(diagram.engine, wideBox);
  const clones = diagram.clones.map((clone) => wrapNode(clone, smallBox));
  const platform = wrapNode(diagram.platform, wideBox);
  const cloneHeight = Math.max(...clones.map((clone) => clone.height));

  const boundaryTop = 4;
  const sourceTop = boundaryTop + 40;
  const engineTop = sourceTop + source.height + 52;
  const engineBottom = engineTop + engine.height;
  const engineMiddleX = innerX + innerWidth / 2;
  const clonesTop = engineBottom + 52;
  const consumersY = clonesTop + cloneHeight + 26;
  const boundaryBottom = consumersY + 18;
  const platformTop = boundaryBottom + 28;
  const height = platformTop + platform.height + 4;

  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${diagram.id}-title ${diagram.id}-desc`}
    >
      <DiagramText id={diagram.id} title={diagram.title} description={diagram.description} />
      <rect
        x="4"
        y={boundaryTop}
        width={width - 8}
        height={boundaryBottom - boundaryTop}
        rx="14"
        className={styles.boundary}
      />
      <text x="20" y={boundaryTop + 24} className={styles.boundaryLabel}>
        {diagram.boundary.toUpperCase()}
      </text>
      <NodeBox node={source} x={innerX} y={sourceTop} width={innerWidth} />
      <path d={`M${engineMiddleX} ${sourceTop + source.height + 3}V${engineTop - 10}`} className={styles.edge} />
      <ArrowDown x={engineMiddleX} y={engineTop - 3} />
      <text x={engineMiddleX + 12} y={sourceTop + source.height + 31} className={styles.edgeLabel}>
        {diagram.retrieval}
      </text>
      <NodeBox node={engine} x={innerX} y={engineTop} width={innerWidth} />
      {clones.map((clone, index) => {
        const x = innerX + index * (cloneWidth + cloneGap);
        const middle = x + cloneWidth / 2;
        return (
          <g key={clone.detail ?? clone.label}>
            <path
              d={`M${engineMiddleX} ${engineBottom + 3}C${engineMiddleX} ${engineBottom + 30} ${middle} ${clonesTop - 30} ${middle} ${clonesTop - 10}`}
              className={styles.edge}
            />
            <ArrowDown x={middle} y={clonesTop - 3} />
            <NodeBox node={clone} x={x} y={clonesTop} width={cloneWidth} height={cloneHeight} />
          </g>
        );
      })}
      <text x={engineMiddleX} y={consumersY} className={styles.detail}>
        {diagram.consumers}
      </text>
      <path
        d={`M${innerX + innerWidth} ${engineTop + engine.height / 2}H${laneX}V${platformTop}`}
        className={styles.edgeDashed}
      />
      <circle cx={innerX + innerWidth} cy={engineTop + engine.height / 2} r="4" className={styles.arrowHead} />
      <circle cx={laneX} cy={platformTop} r="4" className={styles.arrowHead} />
      <NodeBox node={platform} x={innerX} y={platformTop} width={width - 2 * innerX} />
    </svg>
  );
}
