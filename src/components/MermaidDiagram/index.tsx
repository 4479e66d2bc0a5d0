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
  const sources = { light: useBaseUrl(`/diagrams/${name}-light.svg`), dark: useBaseUrl(`/diagrams/${name}-dark.svg`) };
  return (
    <figure className={styles.diagram}>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          className={clsx(styles.image, styles[mode])}
          src={sources[mode]}
          alt={description}
          loading="lazy"
          decoding="async"
          width={Number(width)}
          height={Number(height)}
        />
      ))}
    </figure>
  );
}
