import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import CodeBlock, { type Props as CodeBlockProps } from '@theme/CodeBlock';
import { registerBlock } from './registry';
import { runInfo } from './runInfo';
import type { PanelProps, RunnableInfo } from './types';
import { groupLabel } from './text';
import styles from './styles.module.css';

type SqlExampleProps = {
  /** The block's SQL as written. */
  code: string;
  /** The code block's meta string, with the marks the build's remark plugin added. */
  metastring: string;
};

/**
 * A SQL block of an article that the SQL check runs. The build's remark plugin
 * (src/plugins/sql-runner) puts this in place of the code block and imports it
 * only into pages that have such blocks. It renders the theme's code block
 * with a Run button, or, when PGlite cannot run the block, a note saying why.
 */
export default function SqlExample({ code, metastring }: SqlExampleProps): ReactNode {
  const info = runInfo(metastring);
  const blockProps: CodeBlockProps = { className: 'language-sql', metastring, children: code };
  if (info?.kind === 'runnable') {
    return <RunnableSql CodeBlock={CodeBlock} blockProps={blockProps} code={code} info={info} />;
  }
  return (
    <>
      <CodeBlock {...blockProps} />
      {info?.kind === 'unavailable' && <UnavailableSql reason={info.reason} />}
    </>
  );
}

type Props = {
  CodeBlock: ComponentType<CodeBlockProps>;
  blockProps: CodeBlockProps;
  code: string;
  info: RunnableInfo;
};

type Loaded = { Panel: ComponentType<PanelProps>; intent: 'run' | 'edit' };

/**
 * A SQL block the reader can run. Until the first click it is the code block
 * and two buttons: the editor, the runner and PGlite load on that click.
 */
function RunnableSql({ CodeBlock, blockProps, code, info }: Props): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<'run' | 'edit' | null>(null);
  useEffect(
    () => registerBlock(info.article, info.index, { code, expectError: info.expectError }),
    [info.article, info.index, code, info.expectError],
  );
  const label = translate(
    { id: 'sqlRunner.runLabel', message: 'Run SQL example {number}' },
    { number: info.index + 1 },
  );
  const load = (intent: 'run' | 'edit') => {
    setFailed(null);
    import('./Panel').then(
      (module) => setLoaded({ Panel: module.default, intent }),
      () => setFailed(intent),
    );
  };
  if (loaded) {
    const { Panel, intent } = loaded;
    return (
      <Panel CodeBlock={CodeBlock} blockProps={blockProps} code={code} info={info} intent={intent} label={label} />
    );
  }
  return (
    <div className={styles.runnable} role="group" aria-label={groupLabel(info.index)}>
      <CodeBlock {...blockProps} />
      <div className={styles.toolbar}>
        <button type="button" className={styles.button} onClick={() => load('run')} aria-label={label}>
          {translate({ id: 'sqlRunner.run', message: 'Run' })}
        </button>
        <button type="button" className={styles.button} aria-pressed={false} onClick={() => load('edit')}>
          {translate({ id: 'sqlRunner.edit', message: 'Edit' })}
        </button>
      </div>
      <div className={styles.output} role="status" aria-live="polite">
        {failed && (
          <p className={styles.loadError}>
            {translate({ id: 'sqlRunner.loadFailed', message: 'The runner could not be loaded.' })}{' '}
            <button type="button" className={styles.button} onClick={() => load(failed)}>
              {translate({ id: 'sqlRunner.retry', message: 'Retry' })}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

/** A block the SQL check runs that PGlite cannot: no button, the reason instead. */
function UnavailableSql({ reason }: { reason: string }): ReactNode {
  return (
    <p className={styles.unavailable}>
      {reason
        ? translate(
            { id: 'sqlRunner.unavailable', message: 'This example does not run in the browser: {reason}.' },
            { reason },
          )
        : translate({ id: 'sqlRunner.unavailableNoReason', message: 'This example does not run in the browser.' })}
    </p>
  );
}
