/** The calls to action of the pricing pages, kept out of JSX so tests can check every target. */
import type { CallToAction } from '@site/src/data/callToAction';
import { mailtoLink } from '@site/src/data/contacts';
import type { Plan } from '@site/src/data/pricing';

/** A plan card's button: Standard opens the Console, the others e-mail the team about that plan. */
export function planAction(plan: Plan): CallToAction {
  return plan.action.kind === 'console'
    ? { label: plan.action.label, target: { setting: 'signInUrl' }, variant: 'primary' }
    : { label: plan.action.label, target: { href: mailtoLink(`DBLab pricing: ${plan.name}`) }, variant: 'secondary' };
}

/** Calls to action under the SE price table; `otherRoute` links to the other page that shows it. */
export function priceTableActions(otherRoute: '/pricing/' | '/pricing/table/'): CallToAction[] {
  return [
    { label: 'Set up in minutes', target: { setting: 'signInUrl' }, variant: 'primary' },
    otherRoute === '/pricing/'
      ? { label: 'Compare all plans', target: { route: '/pricing/' }, variant: 'secondary' }
      : { label: 'Full-page price table', target: { route: '/pricing/table/' }, variant: 'secondary' },
  ];
}

/** Calls to action at the bottom of /pricing/. */
export const pricingQuestionsActions: readonly CallToAction[] = [
  { label: 'E-mail the team', target: { href: mailtoLink('DBLab pricing question') }, variant: 'primary' },
  { label: 'Other ways to reach us', target: { route: '/contact/' }, variant: 'secondary' },
];
