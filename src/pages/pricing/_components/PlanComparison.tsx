import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { planComparison, plans } from '@site/src/data/pricingPlans';
import styles from './PlanComparison.module.css';

const captionId = 'plan-comparison-caption';

/** Features as rows, plans as columns; scrolls sideways inside its own box on phones. */
export default function PlanComparison(): ReactNode {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          <Translate id="pricing.comparison.caption">DBLab plans compared</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="pricing.comparison.feature">Feature</Translate>
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
                <span className={styles.edition}>{plan.edition}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {planComparison.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {plans.map((plan) => {
                const value = row.values[plan.id];
                return (
                  <td key={plan.id}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className={styles.visuallyHidden}>
                          <Translate id="pricing.comparison.notListed">Not listed</Translate>
                        </span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
