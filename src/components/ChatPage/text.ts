import { translate } from '@docusaurus/Translate';

/** Wording of the shared-conversation page, one place for every state. */
export const chatPageText = {
  eyebrow: translate({ id: 'chat.page.eyebrow', message: 'PostgresAI assistant' }),
  heading: translate({ id: 'chat.page.heading', message: 'Shared conversation' }),
  lead: translate({
    id: 'chat.page.lead',
    message: 'A conversation with the PostgresAI assistant about PostgreSQL, shared by one of its participants.',
  }),
  description: translate({
    id: 'chat.page.description',
    message:
      'A conversation with the PostgresAI assistant, shared by a participant: questions about PostgreSQL and the answers, with SQL and code examples.',
  }),
  loading: translate({ id: 'chat.page.loading', message: 'Loading…' }),
  loadingLabel: translate({ id: 'chat.page.loadingLabel', message: 'Loading the conversation' }),
  notFoundHeading: translate({ id: 'chat.page.notFoundHeading', message: 'Conversation not found' }),
  notFoundText: translate({ id: 'chat.page.notFoundText', message: 'No shared conversation has this id:' }),
  notFoundHint: translate({
    id: 'chat.page.notFoundHint',
    message:
      'The link may be incomplete, or the conversation is no longer shared. Check the address, or try again in case it was shared a moment ago.',
  }),
  errorHeading: translate({ id: 'chat.page.errorHeading', message: 'Could not load the conversation' }),
  errorText: translate({
    id: 'chat.page.errorText',
    message:
      'The conversation service did not answer as expected. Check your connection and try again; if it keeps failing, the service may be temporarily unavailable.',
  }),
  tryAgain: translate({ id: 'chat.page.tryAgain', message: 'Try again' }),
  home: translate({ id: 'chat.page.home', message: 'Go to the homepage' }),
  previous: translate({ id: 'chat.page.previous', message: 'Previous message' }),
  next: translate({ id: 'chat.page.next', message: 'Next message' }),
  threadLabel: translate({ id: 'chat.page.threadLabel', message: 'Conversation thread' }),
  via: translate({ id: 'chat.page.via', message: 'via' }),
  messagesLabel: translate({ id: 'chat.page.messagesLabel', message: 'Messages' }),
} as const;

/** How the error is described to the reader, by cause. */
export const chatErrorDetail = {
  network: translate({ id: 'chat.error.network', message: 'The request did not reach the server.' }),
  timeout: translate({ id: 'chat.error.timeout', message: 'The server took too long to answer.' }),
  http: translate({ id: 'chat.error.http', message: 'The server answered with status' }),
  'invalid-response': translate({
    id: 'chat.error.invalid-response',
    message: 'The server sent an answer the page could not read.',
  }),
} as const;

/** App names as sent in `via_app`, spelled for people; unknown ones are shown as sent. */
export const appNames: Readonly<Record<string, string>> = {
  slack: 'Slack',
};
