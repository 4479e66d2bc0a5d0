/**
 * The /bot/ page: what the PostgresAI Assistant does, the example conversation
 * its typing demo plays, and the early-access sign-up form. Claims follow the
 * original teaser; the conversation was written for this page as an example.
 */
import { translate } from '@docusaurus/Translate';
import type { LeadField } from '@site/src/components/LeadForm/types';

export type DemoBlock = { kind: 'text'; text: string } | { kind: 'code'; language: 'sql'; text: string };

export type DemoMessage = {
  role: 'engineer' | 'assistant';
  /** Shown above the message ("Engineer", "PostgresAI Assistant"). */
  author: string;
  blocks: readonly DemoBlock[];
};

export type DemoConversation = {
  id: string;
  /** Says what the visitor is looking at, and that it is an example. */
  caption: string;
  messages: readonly DemoMessage[];
  labels: { skip: string; replay: string };
};

export const botDemo: DemoConversation = {
  id: 'composite-index',
  caption: translate({
    id: 'bot.demo.caption',
    message: 'Example conversation, written for this page: a slow "latest orders" query.',
  }),
  labels: {
    skip: translate({ id: 'bot.demo.skip', message: 'Skip animation' }),
    replay: translate({ id: 'bot.demo.replay', message: 'Replay animation' }),
  },
  messages: [
    {
      role: 'engineer',
      author: translate({ id: 'bot.demo.messages.0.author', message: 'Engineer' }),
      blocks: [
        {
          kind: 'text',
          text: translate({
            id: 'bot.demo.messages.0.blocks.0.text',
            message: 'This query takes seconds for our biggest customers, even though customer_id is indexed:',
          }),
        },
        {
          kind: 'code',
          language: 'sql',
          text: 'SELECT id, status, total\nFROM orders\nWHERE customer_id = $1\nORDER BY created_at DESC\nLIMIT 20;',
        },
        {
          kind: 'text',
          text: translate({
            id: 'bot.demo.messages.0.blocks.2.text',
            message: 'How do I speed it up without blocking writes to the table?',
          }),
        },
      ],
    },
    {
      role: 'assistant',
      author: translate({ id: 'bot.demo.messages.1.author', message: 'PostgresAI Assistant' }),
      blocks: [
        {
          kind: 'text',
          text: translate({
            id: 'bot.demo.messages.1.blocks.0.text',
            message:
              'The index on customer_id finds the rows, but Postgres still has to read every order of that customer and sort them before LIMIT keeps the newest 20. The more orders a customer has, the more it reads.',
          }),
        },
        {
          kind: 'text',
          text: translate({
            id: 'bot.demo.messages.1.blocks.1.text',
            message:
              'A two-column index matches both the filter and the sort order, so the scan can stop after 20 entries. B-tree indexes can be read backwards, so ascending created_at also serves ORDER BY created_at DESC:',
          }),
        },
        {
          kind: 'code',
          language: 'sql',
          text: 'CREATE INDEX CONCURRENTLY orders_customer_created_idx\n  ON orders (customer_id, created_at);',
        },
        {
          kind: 'text',
          text: translate({
            id: 'bot.demo.messages.1.blocks.3.text',
            message:
              'CONCURRENTLY lets writes continue while the index builds. It cannot run inside a transaction block, and if it fails it leaves an INVALID index behind: drop that and run the command again.',
          }),
        },
        {
          kind: 'text',
          text: translate({
            id: 'bot.demo.messages.1.blocks.4.text',
            message:
              'Then compare plans with EXPLAIN (ANALYZE, BUFFERS). You should see an Index Scan Backward under the Limit node and far fewer buffers. The old customer_id index is now mostly redundant, because the new one starts with the same column. If no constraint depends on it, drop it with DROP INDEX CONCURRENTLY to save space and write overhead. Try the whole change on a full-size clone before production.',
          }),
        },
      ],
    },
  ],
};

/** All text of a message, as screen readers and search engines get it. */
export function messageText(message: DemoMessage): string {
  return message.blocks.map((block) => block.text).join('\n');
}

export type AssistantCapability = { title: string; text: string };

export const assistantCapabilities: readonly AssistantCapability[] = [
  {
    title: translate({
      id: 'bot.assistantCapabilities.0.title',
      message: 'Your choice of leading models',
    }),
    text: translate({
      id: 'bot.assistantCapabilities.0.text',
      message: 'Use GPT, Claude or Gemini free of charge, as long as the conversation is about PostgreSQL.',
    }),
  },
  {
    title: translate({
      id: 'bot.assistantCapabilities.1.title',
      message: 'A knowledge base built for Postgres',
    }),
    text: translate({
      id: 'bot.assistantCapabilities.1.text',
      message:
        'Answers draw on more than a million indexed items, including the PostgreSQL documentation for every current major version and the docs of ecosystem tools such as PgBouncer, Patroni and pgvector.',
    }),
  },
  {
    title: translate({
      id: 'bot.assistantCapabilities.2.title',
      message: 'Talk to the source code',
    }),
    text: translate({
      id: 'bot.assistantCapabilities.2.text',
      message:
        'When the documentation is not enough, ask about the source code itself to find out how something really works.',
    }),
  },
  {
    title: translate({
      id: 'bot.assistantCapabilities.3.title',
      message: 'Real experiments instead of guesses',
    }),
    text: translate({
      id: 'bot.assistantCapabilities.3.text',
      message:
        'The assistant runs real database experiments to back its answers: studies of how Postgres behaves, benchmarks and query optimization.',
    }),
  },
];

export const botSignupFields: readonly LeadField[] = [
  {
    name: 'email',
    label: translate({ id: 'bot.botSignupFields.0.label', message: 'Work e-mail' }),
    type: 'email',
    required: true,
    maxLength: 254,
    autoComplete: 'email',
  },
];

export type NextStep = { title: string; text: string };

export const botSignup = {
  title: translate({
    id: 'bot.botSignup.title',
    message: 'Get early access to the new PostgresAI Assistant',
  }),
  intro: translate({
    id: 'bot.botSignup.intro',
    message: 'The assistant is in preview. Leave your work e-mail address to request access.',
  }),
  submitLabel: translate({ id: 'bot.botSignup.submitLabel', message: 'Join' }),
  mailSubject: translate({ id: 'bot.botSignup.mailSubject', message: 'PostgresAI Assistant early access' }),
  successTitle: translate({
    id: 'bot.botSignup.successTitle',
    message: 'Thank you, you are on the list',
  }),
  successIntro: translate({ id: 'bot.botSignup.successIntro', message: 'Here is what happens next:' }),
  nextSteps: [
    {
      title: translate({
        id: 'bot.botSignup.nextSteps.0.title',
        message: 'Invitation to the private alpha',
      }),
      text: translate({
        id: 'bot.botSignup.nextSteps.0.text',
        message:
          'Once your request is approved, usually within 1–2 days, you receive an e-mail invitation to the private Slack channel where the assistant is being tested.',
      }),
    },
    {
      title: translate({
        id: 'bot.botSignup.nextSteps.1.title',
        message: 'Meanwhile, join the community',
      }),
      text: translate({
        id: 'bot.botSignup.nextSteps.1.text',
        message:
          'Say hello in the PostgresAI community Slack, where engineers discuss Postgres and the PostgresAI tools.',
      }),
    },
  ] satisfies readonly NextStep[],
  slackLabel: translate({ id: 'bot.botSignup.slackLabel', message: 'Join the community Slack' }),
};

export type PageLink = { label: string; to: string };

export const botPage = {
  title: translate({ id: 'bot.botPage.title', message: 'PostgresAI Assistant: early access' }),
  description: translate({
    id: 'bot.botPage.description',
    message:
      'An AI assistant for PostgreSQL that answers from a Postgres knowledge base and runs real database experiments. See an example and request early access.',
  }),
  eyebrow: translate({ id: 'bot.botPage.eyebrow', message: 'PostgresAI Assistant · preview' }),
  heading: translate({
    id: 'bot.botPage.heading',
    message: 'An AI assistant for Postgres that checks its answers',
  }),
  lead: translate({
    id: 'bot.botPage.lead',
    message:
      'Ask about query plans, indexes, locks or upgrades and get answers grounded in the PostgreSQL documentation, the source code and experiments on real databases.',
  }),
  primaryAction: translate({ id: 'bot.botPage.primaryAction', message: 'Get early access' }),
  secondaryAction: translate({ id: 'bot.botPage.secondaryAction', message: 'Read the announcement' }),
  announcementRoute: '/blog/20240127-postgres-ai-bot',
  overviewTitle: translate({ id: 'bot.botPage.overviewTitle', message: 'What the assistant does' }),
  signupSectionTitle: translate({ id: 'bot.botPage.signupSectionTitle', message: 'Join the preview' }),
  asideTitle: translate({ id: 'bot.botPage.asideTitle', message: 'Learn more' }),
  asideText: translate({
    id: 'bot.botPage.asideText',
    message: 'See how the assistant was introduced and what its knowledge base contains.',
  }),
  links: [
    {
      label: translate({ id: 'bot.botPage.links.0.label', message: 'Announcement: the PostgresAI bot' }),
      to: '/blog/20240127-postgres-ai-bot',
    },
    {
      label: translate({
        id: 'bot.botPage.links.1.label',
        message: 'Assistant reference and knowledge base',
      }),
      to: '/docs/reference-guides/postgres-ai-bot-reference',
    },
    {
      label: translate({
        id: 'bot.botPage.links.2.label',
        message: 'An experiment-backed post: planning time and the number of partitions',
      }),
      to: '/blog/20241003-how-does-planning-time-depend-on-number-of-partitions',
    },
  ] satisfies readonly PageLink[],
};

export const botSignupPage = {
  title: translate({ id: 'bot.botSignupPage.title', message: 'PostgresAI Assistant early access' }),
  description: translate({
    id: 'bot.botSignupPage.description',
    message:
      'Request early access to the PostgresAI Assistant, the AI assistant for PostgreSQL. Leave your work e-mail address and get an invitation to the private preview.',
  }),
  heading: translate({
    id: 'bot.botSignupPage.heading',
    message: 'Get early access to the PostgresAI Assistant',
  }),
  lead: translate({
    id: 'bot.botSignupPage.lead',
    message:
      'The assistant answers PostgreSQL questions with GPT, Claude or Gemini, a Postgres knowledge base and real database experiments. It is in preview: sign up with your work e-mail address, and once your request is approved you receive an invitation.',
  }),
  formTitle: translate({ id: 'bot.botSignupPage.formTitle', message: 'Request an invitation' }),
  backLabel: translate({ id: 'bot.botSignupPage.backLabel', message: 'What the assistant does' }),
  backRoute: '/bot/',
};
