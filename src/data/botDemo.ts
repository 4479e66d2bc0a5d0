/**
 * The /bot/ page: what the PostgresAI Assistant does, the example conversation
 * its typing demo plays, and the early-access sign-up form. Claims follow the
 * original teaser; the conversation was written for this page as an example.
 */
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
  caption: 'Example conversation, written for this page: a slow "latest orders" query.',
  labels: { skip: 'Skip animation', replay: 'Replay animation' },
  messages: [
    {
      role: 'engineer',
      author: 'Engineer',
      blocks: [
        {
          kind: 'text',
          text: 'This query takes seconds for our biggest customers, even though customer_id is indexed:',
        },
        {
          kind: 'code',
          language: 'sql',
          text: 'SELECT id, status, total\nFROM orders\nWHERE customer_id = $1\nORDER BY created_at DESC\nLIMIT 20;',
        },
        { kind: 'text', text: 'How do I speed it up without blocking writes to the table?' },
      ],
    },
    {
      role: 'assistant',
      author: 'PostgresAI Assistant',
      blocks: [
        {
          kind: 'text',
          text: 'The index on customer_id finds the rows, but Postgres still has to read every order of that customer and sort them before LIMIT keeps the newest 20. The more orders a customer has, the more it reads.',
        },
        {
          kind: 'text',
          text: 'A two-column index matches both the filter and the sort order, so the scan can stop after 20 entries. B-tree indexes can be read backwards, so ascending created_at also serves ORDER BY created_at DESC:',
        },
        {
          kind: 'code',
          language: 'sql',
          text: 'CREATE INDEX CONCURRENTLY orders_customer_created_idx\n  ON orders (customer_id, created_at);',
        },
        {
          kind: 'text',
          text: 'CONCURRENTLY lets writes continue while the index builds. It cannot run inside a transaction block, and if it fails it leaves an INVALID index behind: drop that and run the command again.',
        },
        {
          kind: 'text',
          text: 'Then compare plans with EXPLAIN (ANALYZE, BUFFERS). You should see an Index Scan Backward under the Limit node and far fewer buffers. The old customer_id index is now mostly redundant, because the new one starts with the same column. If no constraint depends on it, drop it with DROP INDEX CONCURRENTLY to save space and write overhead. Try the whole change on a full-size clone before production.',
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
    title: 'Your choice of leading models',
    text: 'Use GPT, Claude or Gemini free of charge, as long as the conversation is about PostgreSQL.',
  },
  {
    title: 'A knowledge base built for Postgres',
    text: 'Answers draw on more than a million indexed items, including the PostgreSQL documentation for every current major version and the docs of ecosystem tools such as PgBouncer, Patroni and pgvector.',
  },
  {
    title: 'Talk to the source code',
    text: 'When the documentation is not enough, ask about the source code itself to find out how something really works.',
  },
  {
    title: 'Real experiments instead of guesses',
    text: 'The assistant runs real database experiments to back its answers: studies of how Postgres behaves, benchmarks and query optimization.',
  },
];

export const botSignupFields: readonly LeadField[] = [
  {
    name: 'email',
    label: 'Work e-mail',
    type: 'email',
    required: true,
    maxLength: 254,
    autoComplete: 'email',
  },
];

export type NextStep = { title: string; text: string };

export const botSignup = {
  title: 'Get early access to the new PostgresAI Assistant',
  intro: 'The assistant is in preview. Leave your work e-mail address to request access.',
  submitLabel: 'Join',
  mailSubject: 'PostgresAI Assistant early access',
  successTitle: 'Thank you, you are on the list',
  successIntro: 'Here is what happens next:',
  nextSteps: [
    {
      title: 'Invitation to the private alpha',
      text: 'Once your request is approved, usually within 1–2 days, you receive an e-mail invitation to the private Slack channel where the assistant is being tested.',
    },
    {
      title: 'Meanwhile, join the community',
      text: 'Say hello in the PostgresAI community Slack, where engineers discuss Postgres and the PostgresAI tools.',
    },
  ] satisfies readonly NextStep[],
  slackLabel: 'Join the community Slack',
};

export type PageLink = { label: string; to: string };

export const botPage = {
  title: 'PostgresAI Assistant: early access',
  description:
    'An AI assistant for PostgreSQL that answers from a Postgres knowledge base and runs real database experiments. See an example and request early access.',
  eyebrow: 'PostgresAI Assistant · preview',
  heading: 'An AI assistant for Postgres that checks its answers',
  lead: 'Ask about query plans, indexes, locks or upgrades and get answers grounded in the PostgreSQL documentation, the source code and experiments on real databases.',
  primaryAction: 'Get early access',
  secondaryAction: 'Read the announcement',
  announcementRoute: '/blog/20240127-postgres-ai-bot',
  overviewTitle: 'What the assistant does',
  signupSectionTitle: 'Join the preview',
  asideTitle: 'Learn more',
  asideText: 'See how the assistant was introduced and what its knowledge base contains.',
  links: [
    { label: 'Announcement: the PostgresAI bot', to: '/blog/20240127-postgres-ai-bot' },
    { label: 'Assistant reference and knowledge base', to: '/docs/reference-guides/postgres-ai-bot-reference' },
    {
      label: 'An experiment-backed post: planning time and the number of partitions',
      to: '/blog/20241003-how-does-planning-time-depend-on-number-of-partitions',
    },
  ] satisfies readonly PageLink[],
};

export const botSignupPage = {
  title: 'PostgresAI Assistant early access',
  description:
    'Request early access to the PostgresAI Assistant, the AI assistant for PostgreSQL. Leave your work e-mail address and get an invitation to the private preview.',
  heading: 'Get early access to the PostgresAI Assistant',
  lead: 'The assistant answers PostgreSQL questions with GPT, Claude or Gemini, a Postgres knowledge base and real database experiments. It is in preview: sign up with your work e-mail address, and once your request is approved you receive an invitation.',
  formTitle: 'Request an invitation',
  backLabel: 'What the assistant does',
  backRoute: '/bot/',
};
