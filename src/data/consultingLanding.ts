/**
 * The /consulting-landing page: a short consulting pitch that ends in the
 * "Consulting request" form. Clients and testimonials follow the facts of the
 * original page; testimonial givers appear by role and company only, and what
 * they reported is paraphrased, never quoted.
 */
import type { LeadField } from '@site/src/components/LeadForm/types';

export type LandingPoint = { title: string; text: string };

export type Testimonial = {
  role: string;
  company: string;
  country: string;
  /** A paraphrase of what they reported; never a quotation. */
  summary: string;
};

export const consultingLanding = {
  title: 'Postgres consulting: get help now',
  description:
    'PostgreSQL consulting for fast-growing teams: incident triage, health checks, partitioning and zero-downtime upgrades. Send a request and hear back within one business day.',
  eyebrow: 'PostgreSQL consulting',
  heading: 'Complex Postgres problems, clear solutions',
  lead: 'When your database starts to hold the product back, work with the engineers behind the PostgresAI tools. Fast-growing teams such as GitLab and Supabase have trusted us with their Postgres.',
  primaryAction: 'Get help now',
  secondaryAction: 'How our consulting works',
  consultingRoute: '/consulting',

  whyTitle: 'Why teams bring us in',
  why: [
    {
      title: 'Bottlenecks that grow with usage',
      text: 'Queries, vacuum and replication that kept up at launch fall behind as traffic and data grow, and the usual fixes stop working.',
    },
    {
      title: 'Little in-house database expertise',
      text: 'Your engineers are strong, but nobody on the team has Postgres as their specialty, and the provider only looks after the infrastructure.',
    },
    {
      title: 'Big changes without downtime',
      text: 'Major upgrades, large migrations and schema changes on busy tables have to happen while the application keeps serving users.',
    },
    {
      title: 'Experts who work at startup pace',
      text: 'Senior Postgres engineers who fit into a small team, work in short steps and focus on what matters for your product now.',
    },
  ] satisfies readonly LandingPoint[],

  approachTitle: 'Our approach',
  approachIntro: 'We make big database problems manageable and leave your team stronger than we found it.',
  approach: [
    {
      title: 'Actionable steps',
      text: 'A large, vague problem becomes a list of small, concrete steps that your team can schedule, ship and verify one at a time.',
    },
    {
      title: 'Knowledge transfer',
      text: 'We explain the reasoning behind every recommendation, so your engineers understand the fix and can handle the next problem themselves.',
    },
  ] satisfies readonly LandingPoint[],

  expectTitle: 'What to expect',
  immediate: {
    title: 'Immediately',
    points: [
      'Triage of ongoing incidents and the queries that hurt most right now',
      'A comprehensive health check of your clusters, built on open-source observability tools',
    ],
  },
  longTerm: {
    title: 'In the long term',
    points: [
      'Schema redesign and partitioning for tables that outgrew their original design',
      'Major PostgreSQL upgrades without downtime',
      'Observability and ongoing query optimization',
    ],
  },

  clientsTitle: 'Teams we have worked with',
  clients: [
    'GitLab',
    'Chewy',
    'Miro',
    'ClickUp',
    'Midjourney',
    'Suno',
    'Gamma',
    'Photoroom',
    'Recall.io',
    'Gadget.dev',
    'Supabase',
  ] satisfies readonly string[],

  testimonialsTitle: 'What clients reported',
  testimonials: [
    {
      role: 'Head of Engineering',
      company: 'Supabase',
      country: 'USA',
      summary:
        'Described working with the team on zero-downtime upgrades and on disaster recovery, with restores running at 7 TiB per hour.',
    },
    {
      role: 'Co-founder & CTO',
      company: 'Gadget',
      country: 'Canada',
      summary: 'Described a major Postgres upgrade carried out together with the team without downtime.',
    },
    {
      role: 'Staff SRE',
      company: 'Cinder',
      country: 'USA',
      summary:
        'Described help with the forensics of a production incident, followed by a health check of their Postgres.',
    },
  ] satisfies readonly Testimonial[],

  form: {
    anchor: 'get-help',
    sectionTitle: 'Tell us about your database',
    title: 'Consulting request',
    intro: 'Describe your setup, what is going wrong and how urgent it is.',
    promise: 'We reply within one business day, and everything you share stays confidential.',
    asideText:
      'Want more detail first? The consulting page explains what we work on, how an engagement runs and who it is for.',
    submitLabel: 'Send request',
    mailSubject: 'Consulting request — PostgresAI',
    successTitle: 'Thank you, your request has been sent',
    successText:
      'We reply within one business day to the e-mail address you gave. Everything you shared stays confidential.',
  },
};

export const consultingFields: readonly LeadField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 100, autoComplete: 'organization' },
  { name: 'email', label: 'Work e-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', required: false, maxLength: 40, autoComplete: 'tel' },
  {
    name: 'description',
    label: 'Brief description',
    type: 'textarea',
    required: true,
    maxLength: 4000,
    autoComplete: 'off',
    hint: 'For example: Postgres version and hosting, database size, symptoms, and what you have tried.',
  },
];
