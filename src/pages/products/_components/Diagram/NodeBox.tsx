import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { DiagramNode } from '@site/src/data/products';
import { boxHeight, lineHeight, wrapText } from './layout';
import styles from './styles.module.css';

export type WrappedNode = DiagramNode & { labelLines: string[]; detailLines: string[]; height: number };

export function wrapNode(node: DiagramNode, budget: { labelChars: number; detailChars: number }): WrappedNode {
  const labelLines = wrapText(node.label, budget.labelChars);
  const detailLines = node.detail ? wrapText(node.detail, budget.detailChars) : [];
  return { ...node, labelLines, detailLines, height: boxHeight(labelLines.length, detailLines.length) };
}

/** A rounded box with a bold label and muted detail lines, centred or left-aligned. */
export function NodeBox({
  node,
  x,
  y,
  width,
  height = node.height,
  align = 'middle',
}: {
  node: WrappedNode;
  x: number;
  y: number;
  width: number;
  height?: number;
  align?: 'middle' | 'start';
}): ReactNode {
  const textX = align === 'middle' ? x + width / 2 : x + 16;
  const firstDetail = y + 28 + (node.labelLines.length - 1) * lineHeight.label + 6 + lineHeight.detail - 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx="10"
        className={clsx(styles.node, node.emphasis && styles.nodeEmphasis)}
      />
      {node.labelLines.map((line, index) => (
        <text
          key={`label-${index}`}
          x={textX}
          y={y + 26 + index * lineHeight.label}
          className={clsx(styles.label, align === 'start' && styles.start)}
        >
          {line}
        </text>
      ))}
      {node.detailLines.map((line, index) => (
        <text
          key={`detail-${index}`}
          x={textX}
          y={firstDetail + index * lineHeight.detail}
          className={clsx(styles.detail, align === 'start' && styles.start)}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

/** A small filled triangle pointing down, its tip at (x, y). */
export function ArrowDown({ x, y }: { x: number; y: number }): ReactNode {
  return <path d={`M${x - 6} ${y - 9}L${x + 6} ${y - 9}L${x} ${y}Z`} className={styles.arrowHead} />;
}

/** A small filled triangle pointing right, its tip at (x, y). */
export function ArrowRight({ x, y }: { x: number; y: number }): ReactNode {
  return <path d={`M${x - 9} ${y - 6}L${x - 9} ${y + 6}L${x} ${y}Z`} className={styles.arrowHead} />;
}

/** The accessible name and description of a diagram. */
export function DiagramText({ id, title, description }: { id: string; title: string; description: string }): ReactNode {
  return (
    <>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
    </>
  );
}
