import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { maskingExample } from '@site/src/data/products';
import styles from './styles.module.css';

/** An example table with one masking technique per column, and the matching rules. */
export default function MaskingExample(): ReactNode {
  const [columnHeader, techniqueHeader, resultHeader] = maskingExample.columns;
  return (
    <div className={styles.layout}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{columnHeader}</th>
            <th scope="col">{techniqueHeader}</th>
            <th scope="col">{resultHeader}</th>
          </tr>
        </thead>
        <tbody>
          {maskingExample.rows.map((row) => (
            <tr key={row.column}>
              <th scope="row">
                <code>{row.column}</code>
              </th>
              <td>{row.technique}</td>
              <td>{row.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.rules}>
        <p className={styles.rulesCaption}>{maskingExample.sqlCaption}</p>
        <CodeBlock language="sql">{maskingExample.sql.join('\n')}</CodeBlock>
      </div>
    </div>
  );
}
