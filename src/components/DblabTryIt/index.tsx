import React, { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { PanelProps } from './Panel';
import type { TryItOperation } from './types';
import styles from './styles.module.css';

/**
 * The "Try it" control under an operation of the DBLab API reference
 * (scripts/dblabApi/render.ts imports it into the API pages only). The page
 * carries just this button; the form, and everything that sends requests,
 * loads on the first click.
 */
export default function DblabTryIt({ operation }: { operation: TryItOperation }): ReactNode {
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `try-it-${operation.operationId}`;
  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setFailed(false);
    if (Panel) {
      setOpen(true);
      return;
    }
    import('./Panel').then(
      (module) => {
        setPanel(() => module.default);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className={styles.tryIt}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        {translate(
          { id: 'dblabTryIt.toggle', message: 'Try it: {method} {path}' },
          { method: operation.method.toUpperCase(), path: operation.path },
        )}
      </button>
      <div role="status" aria-live="polite">
        {failed &&
          translate({
            id: 'dblabTryIt.loadFailed',
            message: 'The request form could not be loaded. Check your connection and press the button again.',
          })}
      </div>
      {Panel && open && <Panel id={panelId} operation={operation} onClose={close} />}
    </div>
  );
}
