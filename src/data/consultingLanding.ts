/**
 * The /consulting-landing page: a short consulting pitch that ends in the
 * "Consulting request" form. Clients and testimonials follow the facts of the
 * original page; testimonial givers appear by role and company only, and what
 * they reported is paraphrased, never quoted.
 */
import { translate } from '@docusaurus/Translate';
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
  title: translate({ id: 'consultingLanding.title', message: 'Postgres consulting: get help now' }),
  description: translate({
    id: 'consultingLanding.description',
    message:
      'PostgreSQL consulting for fast-growing teams: incident triage, health checks, partitioning and zero-downtime upgrades. Send a request and hear back within one business day.',
  }),
  eyebrow: translate({ id: 'consultingLanding.eyebrow', message: 'PostgreSQL consulting' }),
  heading: translate({
    id: 'consultingLanding.heading',
    message: 'Complex Postgres problems, clear solutions',
  }),
  lead: translate({
    id: 'consultingLanding.lead',
    message:
      'When your database starts to hold the product back, work with the engineers behind the PostgresAI tools. Fast-growing teams such as GitLab and Supabase have trusted us with their Postgres.',
  }),
  primaryAction: translate({ id: 'consultingLanding.primaryAction', message: 'Get help now' }),
  secondaryAction: translate({
    id: 'consultingLanding.secondaryAction',
    message: 'How our consulting works',
  }),
  consultingRoute: '/consulting',

  whyTitle: translate({ id: 'consultingLanding.whyTitle', message: 'Why teams bring us in' }),
  why: [
    {
      title: translate({
        id: 'consultingLanding.why.0.title',
        message: 'Bottlenecks that grow with usage',
      }),
      text: translate({
        id: 'consultingLanding.why.0.text',
        message:
          'Queries, vacuum and replication that kept up at launch fall behind as traffic and data grow, and the usual fixes stop working.',
      }),
    },
    {
      title: translate({
        id: 'consultingLanding.why.1.title',
        message: 'Little in-house database expertise',
      }),
      text: translate({
        id: 'consultingLanding.why.1.text',
        message:
          'Your engineers are strong, but nobody on the team has Postgres as their specialty, and the provider only looks after the infrastructure.',
      }),
    },
    {
      title: translate({
        id: 'consultingLanding.why.2.title',
        message: 'Big changes without downtime',
      }),
      text: translate({
        id: 'consultingLanding.why.2.text',
        message:
          'Major upgrades, large migrations and schema changes on busy tables have to happen while the application keeps serving users.',
      }),
    },
    {
      title: translate({
        id: 'consultingLanding.why.3.title',
        message: 'Experts who work at startup pace',
      }),
      text: translate({
        id: 'consultingLanding.why.3.text',
        message:
          'Senior Postgres engineers who fit into a small team, work in short steps and focus on what matters for your product now.',
      }),
    },
  ] satisfies readonly LandingPoint[],

  approachTitle: translate({ id: 'consultingLanding.approachTitle', message: 'Our approach' }),
  approachIntro: translate({
    id: 'consultingLanding.approachIntro',
    message: 'We make big database problems manageable and leave your team stronger than we found it.',
  }),
  approach: [
    {
      title: translate({ id: 'consultingLanding.approach.0.title', message: 'Actionable steps' }),
      text: translate({
        id: 'consultingLanding.approach.0.text',
        message:
          'A large, vague problem becomes a list of small, concrete steps that your team can schedule, ship and verify one at a time.',
      }),
    },
    {
      title: translate({ id: 'consultingLanding.approach.1.title', message: 'Knowledge transfer' }),
      text: translate({
        id: 'consultingLanding.approach.1.text',
        message:
          'We explain the reasoning behind every recommendation, so your engineers understand the fix and can handle the next problem themselves.',
      }),
    },
  ] satisfies readonly LandingPoint[],

  expectTitle: translate({ id: 'consultingLanding.expectTitle', message: 'What to expect' }),
  immediate: {
    title: translate({ id: 'consultingLanding.immediate.title', message: 'Immediately' }),
    points: [
      translate({
        id: 'consultingLanding.immediate.points.0',
        message: 'Triage of ongoing incidents and the queries that hurt most right now',
      }),
      translate({
        id: 'consultingLanding.immediate.points.1',
        message: 'A comprehensive health check of your clusters, built on open-source observability tools',
      }),
    ],
  },
  longTerm: {
    title: translate({ id: 'consultingLanding.longTerm.title', message: 'In the long term' }),
    points: [
      translate({
        id: 'consultingLanding.longTerm.points.0',
        message: 'Schema redesign and partitioning for tables that outgrew their original design',
      }),
      translate({
        id: 'consultingLanding.longTerm.points.1',
        message: 'Major PostgreSQL upgrades without downtime',
      }),
      translate({
        id: 'consultingLanding.longTerm.points.2',
        message: 'Observability and ongoing query optimization',
      }),
    ],
  },

  clientsTitle: translate({
    id: 'consultingLanding.clientsTitle',
    message: 'Teams we have worked with',
  }),
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

  testimonialsTitle: translate({
    id: 'consultingLanding.testimonialsTitle',
    message: 'What clients reported',
  }),
  testimonials: [
    {
      role: translate({
        id: 'consultingLanding.testimonials.0.role',
        message: 'Head of Engineering',
      }),
      company: 'Supabase',
      country: translate({ id: 'consultingLanding.testimonials.0.country', message: 'USA' }),
      summary: translate({
        id: 'consultingLanding.testimonials.0.summary',
        message:
          'Described working with the team on zero-downtime upgrades and on disaster recovery, with restores running at 7 TiB per hour.',
      }),
    },
    {
      role: translate({ id: 'consultingLanding.testimonials.1.role', message: 'Co-founder & CTO' }),
      company: 'Gadget',
      country: translate({ id: 'consultingLanding.testimonials.1.country', message: 'Canada' }),
      summary: translate({
        id: 'consultingLanding.testimonials.1.summary',
        message: 'Described a major Postgres upgrade carried out together with the team without downtime.',
      }),
    },
    {
      role: translate({ id: 'consultingLanding.testimonials.2.role', message: 'Staff SRE' }),
      company: 'Cinder',
      country: translate({ id: 'consultingLanding.testimonials.2.country', message: 'USA' }),
      summary: translate({
        id: 'consultingLanding.testimonials.2.summary',
        message:
          'Described help with the forensics of a production incident, followed by a health check of their Postgres.',
      }),
    },
  ] satisfies readonly Testimonial[],

  form: {
    anchor: 'get-help',
    sectionTitle: translate({
      id: 'consultingLanding.form.sectionTitle',
      message: 'Tell us about your database',
    }),
    title: translate({ id: 'consultingLanding.form.title', message: 'Consulting request' }),
    intro: translate({
      id: 'consultingLanding.form.intro',
      message: 'Describe your setup, what is going wrong and how urgent it is.',
    }),
    promise: translate({
      id: 'consultingLanding.form.promise',
      message: 'We reply within one business day, and everything you share stays confidential.',
    }),
    asideText: translate({
      id: 'consultingLanding.form.asideText',
      message:
        'Want more detail first? The consulting page explains what we work on, how an engagement runs and who it is for.',
    }),
    submitLabel: translate({ id: 'consultingLanding.form.submitLabel', message: 'Send request' }),
    mailSubject: translate({
      id: 'consultingLanding.form.mailSubject',
      message: 'Consulting request — PostgresAI',
    }),
    successTitle: translate({
      id: 'consultingLanding.form.successTitle',
      message: 'Thank you, your request has been sent',
    }),
    successText: translate({
      id: 'consultingLanding.form.successText',
      message:
        'We reply within one business day to the e-mail address you gave. Everything you shared stays confidential.',
    }),
  },
};

export const consultingFields: readonly LeadField[] = [
  {
    name: 'name',
    label: translate({ id: 'consultingLanding.fields.name.label', message: 'Name' }),
    type: 'text',
    required: true,
    maxLength: 100,
    autoComplete: 'name',
  },
  {
    name: 'company',
    label: translate({ id: 'consultingLanding.fields.company.label', message: 'Company' }),
    type: 'text',
    required: true,
    maxLength: 100,
    autoComplete: 'organization',
  },
  {
    name: 'email',
    label: translate({ id: 'consultingLanding.fields.email.label', message: 'Work e-mail' }),
    type: 'email',
    required: true,
    maxLength: 254,
    autoComplete: 'email',
  },
  {
    name: 'phone',
    label: translate({ id: 'consultingLanding.fields.phone.label', message: 'Phone' }),
    type: 'tel',
    required: false,
    maxLength: 40,
    autoComplete: 'tel',
  },
  {
    name: 'description',
    label: translate({
      id: 'consultingLanding.fields.description.label',
      message: 'Brief description',
    }),
    type: 'textarea',
    required: true,
    maxLength: 4000,
    autoComplete: 'off',
    hint: translate({
      id: 'consultingLanding.fields.description.hint',
      message: 'For example: Postgres version and hosting, database size, symptoms, and what you have tried.',
    }),
  },
];
