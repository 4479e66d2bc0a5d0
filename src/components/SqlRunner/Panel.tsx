import React, { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { blocksBefore } from './registry';
import { runner, type RunOutcome } from './runnerClient';
import ResultView from './ResultView';
import type { PanelProps } from './types';
import { groupLabel } from './text';
import styles from './styles.module.css';
import panel from './panel.module.css';

/** A run still going after this long can be cancelled. */
const slowAfterMs = 10_000;

type Status =
  | { kind: 'idle' }
  | { kind: 'loading'; loaded: number; total: number }
  | { kind: 'running'; slow: boolean }
  | { kind: 'done'; outcome: RunOutcome };

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/**
 * The interactive part of a runnable SQL block, loaded on the first click:
 * the editor (a transparent textarea over the highlighted code), Run, Reset
 * and the results.
 */
export default function Panel({ CodeBlock, blockProps, code, info, intent, label }: PanelProps): ReactNode {
  const [text, setText] = useState(code);
  const [editing, setEditing] = useState(intent === 'edit');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const frame = useRef<HTMLDivElement>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    const earlier = blocksBefore(info.article, info.index);
    if (!earlier) {
      setStatus({
        kind: 'done',
        outcome: {
          kind: 'failed',
          stage: 'run',
          message: translate({
            id: 'sqlRunner.missingBlocks',
            message: 'The earlier examples of this page are not all shown, so this one cannot be replayed.',
          }),
        },
      });
      return;
    }
    // The 10 seconds count from when the SQL starts, not from the start of PostgreSQL's download.
    let timer = 0;
    const running = () => {
      setStatus({ kind: 'running', slow: false });
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => setStatus((current) => (current.kind === 'running' ? { kind: 'running', slow: true } : current)),
        slowAfterMs,
      );
    };
    running();
    const outcome = await runner.run(
      info.article,
      earlier.map((block, index) => ({ index, code: block.code, expectError: block.expectError })),
      { index: info.index, code: text },
      (progress) => {
        if (progress.stage === 'download') {
          window.clearTimeout(timer);
          setStatus({ kind: 'loading', ...progress });
        } else running();
      },
    );
    window.clearTimeout(timer);
    setStatus({ kind: 'done', outcome });
  }, [info, text]);

  // The click that loaded this panel was on Run.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // After this first render is committed, as if the click had landed here.
    if (intent === 'run') queueMicrotask(() => void run());
    else editor.current?.focus();
  }, [intent, run]);

  // Lays the textarea exactly over the highlighted code it edits.
  useLayoutEffect(() => {
    const textarea = editor.current;
    const pre = frame.current?.querySelector('pre');
    const codeElement = pre?.querySelector('code');
    if (!editing || !textarea || !pre || !codeElement) return;
    const place = () => {
      const style = getComputedStyle(codeElement);
      textarea.style.top = `${pre.offsetTop}px`;
      textarea.style.left = `${pre.offsetLeft}px`;
      textarea.style.width = `${pre.clientWidth}px`;
      textarea.style.height = `${pre.offsetHeight}px`;
      textarea.style.font = style.font;
      textarea.style.padding = style.padding;
      textarea.style.tabSize = style.tabSize;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [editing, text]);

  const busy = status.kind === 'loading' || status.kind === 'running';
  const changed = text !== code;
  const reset = () => {
    setText(code);
    setEditing(false);
    setStatus({ kind: 'idle' });
    runner.reset();
  };
  const cancel = () => runner.stop();
  const retry = () => {
    runner.stop();
    void run();
  };

  return (
    <div className={styles.runnable} role="group" aria-label={groupLabel(info.index)}>
      <div ref={frame} className={panel.frame}>
        <CodeBlock {...blockProps}>{text}</CodeBlock>
        {editing && (
          <textarea
            ref={editor}
            className={panel.editor}
            value={text}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-label={translate(
              { id: 'sqlRunner.editorLabel', message: 'SQL of example {number}' },
              { number: info.index + 1 },
            )}
            onChange={(event) => setText(event.target.value)}
            onScroll={(event) => {
              const pre = frame.current?.querySelector('pre');
              if (pre) pre.scrollLeft = event.currentTarget.scrollLeft;
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                if (!busy) void run();
              }
            }}
          />
        )}
      </div>
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} onClick={() => void run()} disabled={busy} aria-label={label}>
          {translate({ id: 'sqlRunner.run', message: 'Run' })}
        </button>
        <button
          type="button"
          className={styles.button}
          aria-pressed={editing}
          onClick={() => {
            setEditing(!editing);
            if (!editing) requestAnimationFrame(() => editor.current?.focus());
          }}
        >
          {translate({ id: 'sqlRunner.edit', message: 'Edit' })}
        </button>
        {(changed || status.kind !== 'idle') && (
          <button type="button" className={styles.button} onClick={reset} disabled={busy}>
            {translate({ id: 'sqlRunner.reset', message: 'Reset' })}
          </button>
        )}
        {status.kind === 'running' && status.slow && (
          <button type="button" className={styles.button} onClick={cancel}>
            {translate({ id: 'sqlRunner.cancel', message: 'Cancel' })}
          </button>
        )}
      </div>
      <div className={styles.output} role="status" aria-live="polite" aria-busy={busy}>
        {status.kind === 'loading' && (
          <p className={panel.progress}>
            <label>
              {translate(
                { id: 'sqlRunner.downloading', message: 'Downloading PostgreSQL: {loaded} of {total} MB' },
                { loaded: megabytes(status.loaded), total: megabytes(status.total) },
              )}{' '}
              <progress value={status.loaded} max={status.total} />
            </label>
          </p>
        )}
        {status.kind === 'running' && (
          <p>
            {status.slow
              ? translate({
                  id: 'sqlRunner.slow',
                  message: 'Still running after 10 seconds. Cancel stops it and restarts the database.',
                })
              : translate({ id: 'sqlRunner.running', message: 'Running…' })}
          </p>
        )}
        {status.kind === 'done' && <ResultView outcome={status.outcome} info={info} onRetry={retry} />}
      </div>
    </div>
  );
}
