import { translate } from '@docusaurus/Translate';

/** Wording of the pages that forward visitors to the PostgresAI Console. */
export const consoleRedirectText = {
  title: translate({ id: 'redirect.console.title', message: 'PostgresAI Console' }),
  description: translate({
    id: 'redirect.console.description',
    message:
      'Opening the PostgresAI Console, where you set up DBLab Engine Standard Edition in your cloud or on your own machine and review checkup reports.',
  }),
  heading: translate({ id: 'redirect.console.heading', message: 'Opening the PostgresAI Console' }),
  text: translate({
    id: 'redirect.console.text',
    message:
      'You are being taken to the PostgresAI Console. If nothing happens within a few seconds, use the link below.',
  }),
  linkLabel: translate({ id: 'redirect.console.linkLabel', message: 'Continue to the PostgresAI Console' }),
} as const;

export const signInRedirectText = {
  title: translate({ id: 'redirect.signIn.title', message: 'Sign in' }),
  description: translate({
    id: 'redirect.signIn.description',
    message:
      'Sign in to the PostgresAI Console to set up DBLab Engine Standard Edition and to work with checkup reports and issues.',
  }),
  heading: translate({ id: 'redirect.signIn.heading', message: 'Sign in to PostgresAI' }),
  text: translate({
    id: 'redirect.signIn.text',
    message:
      'Sign-in happens in the PostgresAI Console, and you are being taken there now. If nothing happens within a few seconds, use the link below.',
  }),
  linkLabel: translate({ id: 'redirect.signIn.linkLabel', message: 'Continue to the PostgresAI Console' }),
} as const;
