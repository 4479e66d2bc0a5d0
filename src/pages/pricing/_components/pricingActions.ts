/** The calls to action of the pricing pages, kept out of JSX so tests can check every target. */
import type { CallToAction } from '@site/src/data/callToAction';
import { mailtoLink } from '@site/src/data/contacts';
import { translate } from '@docusaurus/Translate';
import type { Plan } from '@site/src/data/pricingPlans';

/** A plan card's button: Standard opens the Console, the others e-mail the team about that plan. */
export function planAction(plan: Plan): CallToAction {
  return plan.action.kind === 'console'
    ? { label: plan.action.label, target: { setting: 'signInUrl' }, variant: 'primary' }
    : { label: plan.action.label, target: { href: mailtoLink(`DBLab pricing: ${plan.name}`) }, variant: 'secondary' };
}

/** Calls to action under the SE price table; `otherRoute` links to the other page that shows it. */
export function priceTableActions(otherRoute: '/pricing/' | '/pricing/table/'): CallToAction[] {
  return [
    {
      label: translate({ id: 'pricing.action.setup', message: 'Set up in minutes' }),
      target: { setting: 'signInUrl' },
      variant: 'primary',
    },
    otherRoute === '/pricing/'
      ? {
          label: translate({ id: 'pricing.action.compare', message: 'Compare all plans' }),
          target: { route: '/pricing/' },
          variant: 'secondary',
        }
      : {
          label: translate({ id: 'pricing.action.table', message: 'Full-page price table' }),
          target: { route: '/pricing/table/' },
          variant: 'secondary',
        },
  ];
}

/** Calls to action at the bottom of /pricing/. */
export const pricingQuestionsActions: readonly CallToAction[] = [
  {
    label: translate({ id: 'pricing.action.email', message: 'E-mail the team' }),
    target: { href: mailtoLink('DBLab pricing question') },
    variant: 'primary',
  },
  {
    label: translate({ id: 'pricing.action.contact', message: 'Other ways to reach us' }),
    target: { route: '/contact/' },
    variant: 'secondary',
  },
];
