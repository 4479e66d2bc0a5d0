import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** The drawn diagram's file name stem, from the remark plugin. */
  name: string;
  width: string | number;
  height: string | number;
  /** The diagram in words, for readers who cannot see it. */
  description: string;
};

/**
 * A Mermaid diagram drawn at build time: one SVG per colour mode, of which CSS
 * shows the one that matches the page. Both load lazily, so only the visible
 * one is fetched.
 */
export default function MermaidDiagram({ name, width, height, description }: Props): ReactNode {
  const light = useBaseUrl(`/diagrams/${name}-light.svg`);
  const dark = useBaseUrl(`/diagrams/${name}-dark.svg`);
  const size = { width: Number(width), height: Number(height) };
  return (
    <figure className={styles.diagram}>
      <img
        className={clsx(styles.image, styles.light)}
        src={light}
        alt={description}
        loading="lazy"
        decoding="async"
        {...size}
      />
      <img
        className={clsx(styles.image, styles.dark)}
        src={dark}
        alt={description}
        loading="lazy"
        decoding="async"
        {...size}
      />
    </figure>
  );
}
