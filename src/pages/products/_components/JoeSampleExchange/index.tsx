import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { unwrapParagraph } from '@site/src/components/Marketing/unwrapParagraph';
import { joeSampleExchange, type TranscriptMessage } from '@site/src/data/products';
import styles from './styles.module.css';

function authorOf(author: TranscriptMessage['author']): { name: string; initial: string } {
  return author === 'joe'
    ? { name: 'Joe Bot', initial: 'J' }
    : {
        name: translate({ id: 'products.joeSample.engineer', message: 'Engineer' }),
        initial: translate({ id: 'products.joeSample.engineerInitial', message: 'E' }),
      };
}

/**
 * A static, clearly labelled illustration of a Joe Bot session (not a
 * recording); the children are its caption.
 */
export default function JoeSampleExchange({ children }: { children?: ReactNode }): ReactNode {
  return (
    <figure className={styles.figure} aria-labelledby="joe-sample-caption">
      <p className={styles.badge}>
        <Translate id="products.joeSample.badge">Illustration</Translate>
      </p>
      <ol className={styles.messages}>
        {joeSampleExchange.map((message, index) => {
          const author = authorOf(message.author);
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
        {unwrapParagraph(children)}
      </figcaption>
    </figure>
  );
}
