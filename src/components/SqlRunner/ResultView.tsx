import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { formatCell } from './engine/formatCell';
import type { BlockResult, SqlError, SqlMessage, StatementResult } from './engine/runBlock';
import type { RunOutcome } from './runnerClient';
import type { RunnableInfo } from './types';
import buttons from './styles.module.css';
import styles from './panel.module.css';

function Cell({ value, typeOid }: { value: string | null; typeOid: number }): ReactNode {
  const view = formatCell(value, typeOid);
  if (view.kind === 'null') {
    return <td className={styles.null}>{translate({ id: 'sqlRunner.null', message: 'NULL' })}</td>;
  }
  return (
    <td className={clsx(view.numeric && styles.numeric)}>
      {view.text}
      {view.omitted > 0 && (
        <span className={styles.more}>
          {' '}
          {translate(
            { id: 'sqlRunner.moreCharacters', message: '… {count} more characters' },
            { count: view.omitted.toLocaleString() },
          )}
        </span>
      )}
    </td>
  );
}

function Rows({ statement }: { statement: StatementResult }): ReactNode {
  const { selectMessage } = usePluralForm();
  const columns = statement.columns ?? [];
  const hidden = statement.rowCount - statement.rows.length;
  return (
    <>
      <div className={styles.tableScroll} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((value, index) => (
                  <Cell key={index} value={value} typeOid={columns[index]?.typeOid ?? 0} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className={styles.more}>
          {selectMessage(
            hidden,
            translate(
              { id: 'sqlRunner.moreRows', message: '{count} more row|{count} more rows' },
              { count: hidden.toLocaleString() },
            ),
          )}
        </p>
      )}
    </>
  );
}

/** PostgreSQL's DETAIL and HINT lines, labelled as psql labels them. */
function Extra({ message }: { message: SqlMessage }): ReactNode {
  return (
    <>
      {message.detail && <span className={styles.detail}>{`DETAIL: ${message.detail}`}</span>}
      {message.hint && <span className={styles.detail}>{`HINT: ${message.hint}`}</span>}
    </>
  );
}

function Notice({ notice }: { notice: SqlMessage }): ReactNode {
  return (
    <p className={styles.notice}>
      {`${notice.severity}: ${notice.message}`}
      <Extra message={notice} />
    </p>
  );
}

export function ErrorView({ error, expected }: { error: SqlError; expected: boolean }): ReactNode {
  return (
    <div className={expected ? styles.expected : styles.error}>
      {expected && (
        <p className={styles.outcome}>
          {translate({ id: 'sqlRunner.expectedError', message: 'This example fails on purpose. PostgreSQL says:' })}
        </p>
      )}
      <p>
        <strong>{`${error.severity}:`}</strong> {error.message}
      </p>
      <p className={styles.detail}>
        {error.code && translate({ id: 'sqlRunner.errorCode', message: 'SQLSTATE {code}' }, { code: error.code })}
        {error.line !== null && (
          <>
            {error.code ? ' · ' : null}
            {translate(
              { id: 'sqlRunner.errorPosition', message: 'line {line}, column {column}' },
              { line: error.line, column: error.column ?? 1 },
            )}
          </>
        )}
      </p>
      <p>
        <Extra message={error} />
      </p>
    </div>
  );
}

/** What a run showed: each statement's notices, rows and command tag, or the error. */
export default function ResultView({
  outcome,
  info,
  onRetry,
}: {
  outcome: RunOutcome;
  info: RunnableInfo;
  onRetry: () => void;
}): ReactNode {
  if (outcome.kind === 'cancelled') {
    return <p>{translate({ id: 'sqlRunner.cancelled', message: 'Cancelled. The database starts afresh.' })}</p>;
  }
  if (outcome.kind === 'failed') {
    const message =
      outcome.stage === 'download'
        ? translate({ id: 'sqlRunner.downloadFailed', message: 'PostgreSQL could not be downloaded.' })
        : outcome.stage === 'start'
          ? translate({ id: 'sqlRunner.startFailed', message: 'PostgreSQL could not start in this browser.' })
          : translate({ id: 'sqlRunner.runFailed', message: 'The example could not be run.' });
    return (
      <div className={styles.error}>
        <p>
          {message} <span className={styles.detail}>{outcome.message}</span>
        </p>
        <button type="button" className={buttons.button} onClick={onRetry}>
          {translate({ id: 'sqlRunner.retry', message: 'Retry' })}
        </button>
      </div>
    );
  }
  const { replayFailure } = outcome;
  if (replayFailure) {
    return (
      <div className={styles.error}>
        <p>
          {translate(
            {
              id: 'sqlRunner.replayFailed',
              message: 'Example {number} of this page failed while it was replayed before this one:',
            },
            { number: replayFailure.position + 1 },
          )}
        </p>
        <ErrorView error={replayFailure.error} expected={false} />
      </div>
    );
  }
  return <Result result={outcome.result} replayed={outcome.replayed} info={info} />;
}

function Result({ result, replayed, info }: { result: BlockResult; replayed: number; info: RunnableInfo }): ReactNode {
  const { selectMessage } = usePluralForm();
  return (
    <div className={styles.result}>
      {result.statements.map((statement, index) => (
        <div key={index} className={styles.statement}>
          {statement.notices.map((notice, noticeIndex) => (
            <Notice key={noticeIndex} notice={notice} />
          ))}
          {statement.columns && !statement.error && <Rows statement={statement} />}
          {statement.tag && <p className={styles.tag}>{statement.tag}</p>}
        </div>
      ))}
      {result.error && <ErrorView error={result.error} expected={info.expectError} />}
      {info.expectError && !result.error && (
        <p className={styles.error}>
          {translate({
            id: 'sqlRunner.unexpectedSuccess',
            message: 'This example is meant to fail, but it succeeded.',
          })}
        </p>
      )}
      <p className={styles.time}>
        {replayed > 0
          ? selectMessage(
              replayed,
              translate(
                {
                  id: 'sqlRunner.timeAfterReplay',
                  message:
                    'Ran in {ms} ms, after replaying {count} earlier example of this page.|Ran in {ms} ms, after replaying {count} earlier examples of this page.',
                },
                { ms: result.ms.toFixed(1), count: replayed },
              ),
            )
          : translate({ id: 'sqlRunner.time', message: 'Ran in {ms} ms.' }, { ms: result.ms.toFixed(1) })}
      </p>
    </div>
  );
}
