/**
 * The line under a page's title that says on which PostgreSQL majors its SQL
 * examples ran, from src/data/sqlVersions.json (written by `npm run test:sql`).
 * Pages get it from the remark plugin src/plugins/sql-runner/remarkSqlVersions.ts,
 * which passes the numbers; pages without runnable SQL do not load it.
 */
import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { majorRangeText } from '@site/src/data/sqlPageVersions';
import styles from './styles.module.css';

/** Majors as the remark plugin writes them: strings of digits. */
type Props = { from: string; to: string; someNeed?: string };

export default function SqlVersions({ from, to, someNeed }: Props): ReactNode {
  const range = majorRangeText({ from: Number(from), to: Number(to) });
  const line = translate(
    { id: 'sqlVersions.line', message: 'Examples run on PostgreSQL {range}', description: 'Under a page title' },
    { range },
  );
  const newer =
    someNeed === undefined
      ? ''
      : ` ${translate(
          {
            id: 'sqlVersions.someNeed',
            message: '(some need {major} or later)',
            description: 'After the version line, when some examples need a newer major',
          },
          { major: someNeed },
        )}`;
  return (
    <p className={styles.line} data-sql-versions={range}>
      {line}
      {newer}
    </p>
  );
}
