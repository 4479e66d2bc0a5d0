import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import { unwrapParagraph } from '@site/src/components/Marketing/unwrapParagraph';
import { maskingRulesSql } from '@site/src/data/products';
import styles from './styles.module.css';

/** One column of the example table: its name, the technique applied and, as children, what clone users see. */
export function MaskingRow({
  column,
  technique,
  children,
}: {
  column: string;
  technique: string;
  children?: ReactNode;
}): ReactNode {
  return (
    <tr>
      <th scope="row">
        <code>{column}</code>
      </th>
      <td>{technique}</td>
      <td>{unwrapParagraph(children)}</td>
    </tr>
  );
}

/**
 * An example table with one masking technique per column (`<MaskingRow>`
 * children), and the matching rules with `rulesCaption` above them.
 */
export default function MaskingExample({
  rulesCaption,
  children,
}: {
  rulesCaption: string;
  children?: ReactNode;
}): ReactNode {
  return (
    <div className={styles.layout}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="products.maskingExample.column">Column</Translate>
            </th>
            <th scope="col">
              <Translate id="products.maskingExample.technique">Technique</Translate>
            </th>
            <th scope="col">
              <Translate id="products.maskingExample.result">What clone users see</Translate>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      <div className={styles.rules}>
        <p className={styles.rulesCaption}>{rulesCaption}</p>
        <CodeBlock language="sql">{maskingRulesSql.join('\n')}</CodeBlock>
      </div>
    </div>
  );
}
