/** Wording of the pages that forward visitors to the PostgresAI Console. */
export const consoleRedirectText = {
  title: 'PostgresAI Console',
  description:
    'Opening the PostgresAI Console, where you set up DBLab Engine Standard Edition in your cloud or on your own machine and review checkup reports.',
  heading: 'Opening the PostgresAI Console',
  text: 'You are being taken to the PostgresAI Console. If nothing happens within a few seconds, use the link below.',
  linkLabel: 'Continue to the PostgresAI Console',
} as const;

export const signInRedirectText = {
  title: 'Sign in',
  description:
    'Sign in to the PostgresAI Console to set up DBLab Engine Standard Edition and to work with checkup reports and issues.',
  heading: 'Sign in to PostgresAI',
  text: 'Sign-in happens in the PostgresAI Console, and you are being taken there now. If nothing happens within a few seconds, use the link below.',
  linkLabel: 'Continue to the PostgresAI Console',
} as const;
