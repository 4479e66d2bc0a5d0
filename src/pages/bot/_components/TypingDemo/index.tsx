/**
 * Plays a bundled conversation as if the assistant were typing its answer.
 *
 * - The complete conversation is always in the page (server-rendered, read by
 *   screen readers and search engines) and reserves the final height from the
 *   start; while typing it is transparent and a decorative copy (aria-hidden)
 *   is typed over it, so nothing below moves.
 * - Typing starts when the demo scrolls into view, never with
 *   `prefers-reduced-motion: reduce` (the full text is shown at once).
 * - A visible button skips the animation or replays it.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { DemoConversation, DemoMessage } from '@site/src/data/botDemo';
import styles from './styles.module.css';

type Props = {
  conversation: DemoConversation;
  /** Characters added per step, and the step interval in milliseconds. */
  charsPerStep?: number;
  stepMs?: number;
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Characters typed out: the assistant's messages (the engineer's question appears at once). */
function typedLength(messages: readonly DemoMessage[]): number {
  return messages
    .filter((message) => message.role === 'assistant')
    .reduce((sum, message) => sum + message.blocks.reduce((total, block) => total + block.text.length, 0), 0);
}

type VisibleBlock = { kind: 'text' | 'code'; text: string; caret: boolean };

/** What each block shows when `visibleChars` of the assistant's text have been typed. */
export function visibleBlocks(messages: readonly DemoMessage[], visibleChars: number): VisibleBlock[][] {
  let remaining = visibleChars;
  let caretPlaced = false;
  const result: VisibleBlock[][] = [];
  for (const message of messages) {
    const blocks: VisibleBlock[] = [];
    for (const block of message.blocks) {
      if (message.role !== 'assistant') {
        blocks.push({ kind: block.kind, text: block.text, caret: false });
        continue;
      }
      const text = block.text.slice(0, Math.max(0, remaining));
      remaining -= block.text.length;
      const caret = !caretPlaced && text.length < block.text.length;
      if (caret) caretPlaced = true;
      blocks.push({ kind: block.kind, text, caret });
    }
    result.push(blocks);
  }
  return result;
}

function Messages({ messages, visibleChars }: { messages: readonly DemoMessage[]; visibleChars: number }): ReactNode {
  const visible = visibleBlocks(messages, visibleChars);
  return (
    <>
      {messages.map((message, messageIndex) => (
        <div key={messageIndex} className={clsx(styles.message, styles[message.role])}>
          <p className={styles.author}>{message.author}</p>
          {(visible[messageIndex] ?? []).map((block, blockIndex) => {
            // Blocks the typing has not reached yet are left out of the typed copy.
            if (block.text === '' && !block.caret) return null;
            const content = (
              <>
                {block.text}
                {block.caret && <span className={styles.caret} />}
              </>
            );
            return block.kind === 'code' ? (
              <pre key={blockIndex} className={styles.code}>
                <code>{content}</code>
              </pre>
            ) : (
              <p key={blockIndex} className={styles.text}>
                {content}
              </p>
            );
          })}
        </div>
      ))}
    </>
  );
}

export default function TypingDemo({ conversation, charsPerStep = 3, stepMs = 16 }: Props): ReactNode {
  const total = typedLength(conversation.messages);
  // 'still': the whole conversation is shown (server render, reduced motion, skipped, finished).
  const [mode, setMode] = useState<'still' | 'playing'>('still');
  const [shown, setShown] = useState(total);
  const rootRef = useRef<HTMLElement>(null);
  const typing = mode === 'playing' && shown < total;

  // Start once, the first time the demo is on screen, unless motion is reduced.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || window.matchMedia(reducedMotionQuery).matches) return undefined;
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setShown(0);
        setMode('playing');
      }
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // If the visitor turns on reduced motion while it types, show everything.
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const onChange = () => {
      if (query.matches) setMode('still');
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (!typing) return undefined;
    const timer = window.setInterval(() => {
      setShown((previous) => Math.min(total, previous + charsPerStep));
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [typing, total, charsPerStep, stepMs]);

  const captionId = `typing-demo-${conversation.id}-caption`;
  return (
    <figure
      ref={rootRef}
      className={styles.demo}
      aria-labelledby={captionId}
      data-state={typing ? 'typing' : 'done'}
      data-testid="typing-demo"
    >
      <figcaption id={captionId} className={styles.caption}>
        {conversation.caption}
      </figcaption>
      <div className={styles.stack} aria-live={typing ? 'off' : 'polite'} aria-busy={typing}>
        <div className={clsx(styles.layer, typing && styles.reserved)} data-testid="typing-demo-full">
          <Messages messages={conversation.messages} visibleChars={total} />
        </div>
        {typing && (
          <div className={clsx(styles.layer, styles.overlay)} aria-hidden="true">
            <Messages messages={conversation.messages} visibleChars={shown} />
          </div>
        )}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            if (typing) {
              setMode('still');
            } else {
              setShown(0);
              setMode('playing');
            }
          }}
        >
          {typing ? conversation.labels.skip : conversation.labels.replay}
        </button>
      </div>
    </figure>
  );
}
