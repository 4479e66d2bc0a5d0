import { translate } from '@docusaurus/Translate';

/** Share targets and the call to action under every blog post. */
export type ShareTarget = { id: string; label: string; url: (page: { url: string; title: string }) => string };

export const shareTargets: readonly ShareTarget[] = [
  {
    id: 'x',
    label: translate({ id: 'blog.share.x', message: 'Share on X' }),
    url: ({ url, title }) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    id: 'linkedin',
    label: translate({ id: 'blog.share.linkedin', message: 'Share on LinkedIn' }),
    url: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    id: 'hacker-news',
    label: translate({ id: 'blog.share.hackerNews', message: 'Submit to Hacker News' }),
    url: ({ url, title }) =>
      `https://news.ycombinator.com/submitlink?u=${encodeURIComponent(url)}&t=${encodeURIComponent(title)}`,
  },
];

export const blogCallToAction = {
  title: translate({ id: 'blog.callToAction.title', message: 'Try thin clones on your own database' }),
  text: translate({
    id: 'blog.callToAction.text',
    message:
      'DBLab Engine gives every engineer and CI job a full-size PostgreSQL copy in seconds. Read the docs, or talk to our team about PostgreSQL performance and upgrades.',
  }),
  primary: { label: translate({ id: 'blog.callToAction.docs', message: 'Get started with DBLab' }), route: '/docs/' },
  secondary: {
    label: translate({ id: 'blog.callToAction.consulting', message: 'PostgreSQL consulting' }),
    route: '/consulting',
  },
} as const;
