/** Wording of the shared-conversation page, one place for every state. */
export const chatPageText = {
  eyebrow: 'PostgresAI assistant',
  heading: 'Shared conversation',
  lead: 'A conversation with the PostgresAI assistant about PostgreSQL, shared by one of its participants.',
  description:
    'A conversation with the PostgresAI assistant, shared by a participant: questions about PostgreSQL and the answers, with SQL and code examples.',
  loading: 'Loading…',
  loadingLabel: 'Loading the conversation',
  notFoundHeading: 'Conversation not found',
  notFoundText: 'No shared conversation has this id:',
  notFoundHint:
    'The link may be incomplete, or the conversation is no longer shared. Check the address, or try again in case it was shared a moment ago.',
  errorHeading: 'Could not load the conversation',
  errorText:
    'The conversation service did not answer as expected. Check your connection and try again; if it keeps failing, the service may be temporarily unavailable.',
  tryAgain: 'Try again',
  home: 'Go to the homepage',
  previous: 'Previous message',
  next: 'Next message',
  threadLabel: 'Conversation thread',
  via: 'via',
  messagesLabel: 'Messages',
} as const;

/** How the error is described to the reader, by cause. */
export const chatErrorDetail = {
  network: 'The request did not reach the server.',
  timeout: 'The server took too long to answer.',
  http: 'The server answered with status',
  'invalid-response': 'The server sent an answer the page could not read.',
} as const;

/** App names as sent in `via_app`, spelled for people; unknown ones are shown as sent. */
export const appNames: Readonly<Record<string, string>> = {
  slack: 'Slack',
};
