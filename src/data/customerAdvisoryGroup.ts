/**
 * Facts of /customer-advisory-group: the program started in 2021 for
 * mid-size software companies running PostgreSQL. The page's text is in
 * `src/pages/customer-advisory-group.mdx`.
 */
import { translate } from '@docusaurus/Translate';
import type { CallToAction } from './callToAction';
import { mailtoLink } from './contacts';

export const advisoryGroup = {
  startYear: 2021,
  minEngineers: 15,
  maxEngineers: 100,
  freeMonths: 6,
  /** Minutes of the monthly feedback session. */
  meetingMinutes: 30,
} as const;

/** The questions the application e-mail starts with. */
const applicationBody = [
  'Company:',
  'Number of engineers:',
  'Is PostgreSQL your primary database?',
  'Two internal champions (name and role):',
  'What would you like to improve in how your team works with the database?',
].join('\n');

export const applicationSubject = 'Customer Advisory Group application';

/** Shown in the hero and again in the "Apply" section. */
export const applyActions: readonly CallToAction[] = [
  {
    label: translate({ id: 'customerAdvisoryGroup.action.apply', message: 'Apply by e-mail' }),
    target: { href: mailtoLink(applicationSubject, applicationBody) },
    variant: 'primary',
  },
  {
    label: translate({ id: 'customerAdvisoryGroup.action.contact', message: 'Contact us' }),
    target: { route: '/contact/' },
    variant: 'secondary',
  },
];
