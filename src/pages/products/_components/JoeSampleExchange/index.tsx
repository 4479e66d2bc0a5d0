import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { joeSampleExchange } from '@site/src/data/products';
import styles from './styles.module.css';

/** A static, clearly labelled illustration of a Joe Bot session (not a recording). */
export default function JoeSampleExchange(): ReactNode {
  return (
    <figure className={styles.figure} aria-labelledby="joe-sample-caption">
      <p className={styles.badge}>{joeSampleExchange.badge}</p>
      <ol className={styles.messages}>
        {joeSampleExchange.messages.map((message, index) => {
          const author = joeSampleExchange.authors[message.author];
          return (
            // The transcript never changes order, so the index is a stable key.
            <li key={index} className={clsx(styles.message, message.author === 'joe' && styles.fromJoe)}>
              <span className={styles.avatar} aria-hidden="true">
                {author.initial}
              </span>
              <div className={styles.body}>
                <p className={styles.author}>{author.name}</p>
                {message.command && <code className={styles.command}>{message.command}</code>}
                {message.text && <p className={styles.text}>{message.text}</p>}
                {message.output && <pre className={styles.output}>{message.output.join('\n')}</pre>}
              </div>
            </li>
          );
        })}
      </ol>
      <figcaption id="joe-sample-caption" className={styles.caption}>
        {joeSampleExchange.caption}
      </figcaption>
    </figure>
  );
}
