/** Share targets and the call to action under every blog post. */
export type ShareTarget = { id: string; label: string; url: (page: { url: string; title: string }) => string };

export const shareTargets: readonly ShareTarget[] = [
  {
    id: 'x',
    label: 'Share on X',
    url: ({ url, title }) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    id: 'linkedin',
    label: 'Share on LinkedIn',
    url: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    id: 'hacker-news',
    label: 'Submit to Hacker News',
    url: ({ url, title }) =>
      `https://news.ycombinator.com/submitlink?u=${encodeURIComponent(url)}&t=${encodeURIComponent(title)}`,
  },
];

export const blogCallToAction = {
  title: 'Try thin clones on your own database',
  text: 'DBLab Engine gives every engineer and CI job a full-size PostgreSQL copy in seconds. Read the docs, or talk to our team about PostgreSQL performance and upgrades.',
  primary: { label: 'Get started with DBLab', route: '/docs/' },
  secondary: { label: 'PostgreSQL consulting', route: '/consulting' },
} as const;
