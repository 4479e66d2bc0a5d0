/**
 * Content of /customer-advisory-group: the program started in 2021 for
 * mid-size software companies running PostgreSQL.
 */
import type { CallToAction } from '@site/src/data/callToAction';
import type { Feature } from '@site/src/components/Marketing/FeatureGrid';
import { mailtoLink } from '@site/src/data/contacts';

export const advisoryGroup = {
  startYear: 2021,
  minEngineers: 15,
  maxEngineers: 100,
  freeMonths: 6,
} as const;

export const hero = {
  eyebrow: `Customer Advisory Group · since ${advisoryGroup.startYear}`,
  title: 'Customer Advisory Group',
  lead: `A program for mid-size software companies that run PostgreSQL and want a say in how Database Lab develops. Members use it free of charge for ${advisoryGroup.freeMonths} months and, in return, tell us regularly what works for their team and what does not.`,
};

export const about = {
  title: 'What the program is',
  paragraphs: [
    `We started the Customer Advisory Group in ${advisoryGroup.startYear} to build Database Lab together with the teams that use it. It is aimed at software companies with ${advisoryGroup.minEngineers} to ${advisoryGroup.maxEngineers} engineers: a size at which testing against small or outdated databases starts to hurt, and at which a couple of champions can bring the whole team along.`,
    `Members run DBLab Engine (then called Database Lab Engine) and Joe Bot on their own data, and meet with us once a month to share what they learned. Their experience goes straight into our roadmap. In exchange, the group gets ${advisoryGroup.freeMonths} months of free access and regular contact with the team building the product.`,
    `The program has been running since ${advisoryGroup.startYear}, so the details on this page describe how it was set up. If you are interested, write to us and we will tell you whether a place is available and what the current terms are.`,
  ],
};

export const commitmentsSection = {
  title: 'What members commit to',
  intro: 'Membership is free, but it is not passive. We ask three things of every member company.',
};

export const commitments: readonly Feature[] = [
  {
    title: 'Set up the tools completely',
    text: 'Install DBLab Engine and Joe Bot and connect them to a real database, so that your engineers work with full-size thin clones rather than a demo.',
  },
  {
    title: 'Name two internal champions',
    text: 'At least two people in your company act as internal champions for the tools and as our contacts for feedback.',
  },
  {
    title: 'Meet with us once a month',
    text: 'A 30-minute feedback session each month: what you used, where you got stuck and what you would like to see next.',
  },
];

export const benefitsSection = {
  title: 'What members get',
  intro: 'Free use of the products for the whole period, a voice in where they go next, and a training for your team.',
};

export const benefits: readonly Feature[] = [
  {
    title: 'Database migration testing',
    text: `Check schema changes and data migrations on a full-size clone before they reach production, free for ${advisoryGroup.freeMonths} months.`,
    link: { label: 'About migration testing', to: '/products/database-migration-testing' },
  },
  {
    title: 'SQL optimization with Joe Bot',
    text: `Let every engineer run EXPLAIN ANALYZE on a thin clone of production and get plans that match production, free for ${advisoryGroup.freeMonths} months.`,
    link: { label: 'About Joe Bot', to: '/products/joe' },
  },
  {
    title: 'Realistic test environments',
    text: `Give development and CI environments full-size copies of your database, created in seconds, free for ${advisoryGroup.freeMonths} months.`,
    link: { label: 'About test environments', to: '/products/realistic-test-environments' },
  },
  {
    title: 'Influence on the roadmap',
    text: 'Your feedback sessions shape what we build next and in what order.',
  },
  {
    title: 'Query optimization training',
    text: 'As a bonus, your team gets a free training on PostgreSQL query optimization, based on one of the top-voted talks of PGConf.Online 2021.',
  },
];

export const eligibility = {
  title: 'Who can join',
  intro: 'The group works best for companies that match all three of these points:',
  criteria: [
    `Your engineering team has between ${advisoryGroup.minEngineers} and ${advisoryGroup.maxEngineers} engineers.`,
    'PostgreSQL is your primary database.',
    'You can commit to a 30-minute meeting with us every month.',
  ],
};

const applicationBody = [
  'Company:',
  'Number of engineers:',
  'Is PostgreSQL your primary database?',
  'Two internal champions (name and role):',
  'What would you like to improve in how your team works with the database?',
].join('\n');

export const apply = {
  title: 'Apply',
  text: 'Send us a short e-mail about your company and your database. The button below opens your mail client with a few questions already filled in; answer what you can, and we will get back to you.',
  actions: [
    {
      label: 'Apply by e-mail',
      target: { href: mailtoLink('Customer Advisory Group application', applicationBody) },
      variant: 'primary',
    },
    { label: 'Contact us', target: { route: '/contact/' }, variant: 'secondary' },
  ] satisfies readonly CallToAction[],
};
