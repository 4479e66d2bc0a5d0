/**
 * Navbar and footer entries. Items are added here by the work that creates
 * their target page, so the build never links to a route that does not exist.
 */
import type { NavbarItem, Footer } from '@docusaurus/theme-common';

export type ExternalLinks = {
  slack: string;
  gitlab: string;
  github: string;
  postgresFm: string;
  postgresTv: string;
  dblabRepository: string;
};

export const externalLinks: ExternalLinks = {
  slack: 'https://slack.postgres.ai/',
  gitlab: 'https://gitlab.com/postgres-ai',
  github: 'https://github.com/postgres-ai',
  postgresFm: 'https://postgres.fm/',
  postgresTv: 'https://postgres.tv/',
  dblabRepository: 'https://gitlab.com/postgres-ai/database-lab',
};

export function navbarItems(signInUrl: string, localeCount: number): NavbarItem[] {
  const items: NavbarItem[] = [
    {
      type: 'dropdown',
      label: 'Products',
      position: 'left',
      items: [
        { label: 'postgres_ai monitoring', to: '/docs/monitoring' },
        { label: 'DBLab Engine', to: '/products/dblab_engine/' },
        { label: 'DBLab Pricing', to: '/pricing/' },
        { label: 'Database migration testing', to: '/products/database-migration-testing' },
        { label: 'Joe Bot: SQL optimization', to: '/products/joe' },
        { label: 'Zero-downtime upgrades', to: '/products/postgres-ai-zdu' },
        { label: 'PostgresAI Assistant', to: '/blog/20240127-postgres-ai-bot' },
      ],
    },
    {
      type: 'dropdown',
      label: 'Docs',
      position: 'left',
      items: [
        { label: 'Documentation home', to: '/docs/' },
        { label: 'DBLab for Amazon RDS', to: '/docs/tutorials/database-lab-tutorial-amazon-rds' },
        { label: 'DBLab how-tos', to: '/docs/dblab-howtos' },
        { label: 'Questions & answers', to: '/docs/questions-and-answers' },
      ],
    },
    { label: 'Postgres how-tos', to: '/docs/postgres-howtos/', position: 'left' },
    { label: 'Blog', to: '/blog', position: 'left' },
    {
      label: 'Consulting',
      to: '/consulting',
      position: 'right',
      className: 'navbar__button navbar__button--consulting',
    },
    {
      label: 'Console',
      href: signInUrl,
      position: 'right',
      className: 'navbar__button navbar__button--console',
      'aria-label': 'Sign in to the PostgresAI Console',
    },
  ];
  // The language menu only makes sense once a second locale exists.
  if (localeCount > 1) items.push({ type: 'localeDropdown', position: 'right' });
  return items;
}

export function footerLinks(signInUrl: string): Footer['links'] {
  return [
    {
      title: 'Docs',
      items: [
        { label: 'Documentation home', to: '/docs/' },
        { label: 'Tutorials', to: '/docs/tutorials' },
        { label: 'DBLab how-tos', to: '/docs/dblab-howtos' },
        { label: 'Reference guides', to: '/docs/reference-guides' },
        { label: 'Postgres how-tos', to: '/docs/postgres-howtos/' },
        { label: 'AI rules', to: '/rules/' },
        { label: 'DBLab Engine source', href: externalLinks.dblabRepository },
      ],
    },
    {
      title: 'Products and Services',
      items: [
        { label: 'DBLab Engine', to: '/products/dblab_engine/' },
        { label: 'DBLab Pricing', to: '/pricing/' },
        { label: 'Joe Bot', to: '/products/joe' },
        { label: 'postgres_ai monitoring', to: '/products/postgres-ai-monitoring' },
        { label: 'postgres-checkup', to: '/products/postgres-checkup' },
        { label: 'Zero-downtime upgrades', to: '/products/postgres-ai-zdu' },
        { label: 'PostgresAI Assistant', to: '/bot/' },
        { label: 'Consulting', to: '/consulting' },
        { label: 'Console', href: signInUrl },
      ],
    },
    {
      title: 'Social',
      items: [
        { label: 'Community Slack', href: externalLinks.slack },
        { label: 'Postgres.FM podcast', href: externalLinks.postgresFm },
        { label: 'Postgres.TV', href: externalLinks.postgresTv },
        { label: 'GitLab', href: externalLinks.gitlab },
        { label: 'GitHub', href: externalLinks.github },
      ],
    },
    {
      title: 'Links',
      items: [
        { label: 'Home', to: '/' },
        { label: 'Blog', to: '/blog' },
        { label: 'Case studies', to: '/resources/' },
        { label: 'Careers', to: '/careers/' },
        { label: 'Contact', to: '/contact/' },
        { label: 'Terms of Service', to: '/tos' },
        { label: 'Privacy Policy', to: '/privacy' },
        { label: 'Sign in', href: signInUrl },
      ],
    },
  ];
}
