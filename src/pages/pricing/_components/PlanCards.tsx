import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CallToActionLink from '@site/src/components/CallToActionLink';
import { plans, type Plan } from '@site/src/data/pricingPlans';
import { pricingDetailsId } from './PricingDetails';
import { planAction } from './pricingActions';
import styles from './PlanCards.module.css';

function PlanCard({ plan }: { plan: Plan }): ReactNode {
  return (
    <li className={styles.card} data-plan={plan.id}>
      <article className={styles.body} aria-label={plan.name}>
        <Heading as="h3" className={styles.name}>
          {plan.name}
        </Heading>
        <p className={styles.edition}>{plan.edition}</p>
        <p className={styles.price}>{plan.price.headline}</p>
        <p className={styles.priceDetail}>{plan.price.detail}</p>
        {plan.id === 'standard' && (
          <Link className={styles.explore} to={`#${pricingDetailsId}`}>
            <Translate id="pricing.plan.explore">Explore pricing</Translate>
          </Link>
        )}
        <p className={styles.summary}>{plan.summary}</p>
        <ul
          className={styles.features}
          aria-label={translate({ id: 'pricing.plan.includes', message: '{plan} includes' }, { plan: plan.name })}
        >
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className={styles.action}>
          <CallToActionLink action={planAction(plan)} className={styles.actionButton} />
        </div>
      </article>
    </li>
  );
}

/** The three plans as cards: three columns on desktops, stacked on phones. */
export default function PlanCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
