/**
 * Open roles at PostgresAI: the facts of each role. /careers/ lists them as
 * cards; each role's page is src/pages/careers/<slug>.mdx, which writes the
 * summary, duties and requirements as prose inside the JobPosting component.
 * Employment type and location appear only where they are known.
 */
import { translate } from '@docusaurus/Translate';
import { mailtoLink } from './contacts';

export type JobSlug = 'dbe' | 'fullstack' | 'godeveloper' | 'frontend';

export type Job = {
  slug: JobSlug;
  title: string;
  /** Main technologies, shown as tags next to the title. */
  stack: readonly string[];
  employmentType?: string;
  location?: string;
  /** The three points shown on the role's card. */
  cardPoints: readonly [string, string, string];
};

const fullTime = translate({ id: 'careers.employment.fullTime', message: 'Full-time' });
const remote = translate({ id: 'careers.location.remote', message: 'Remote' });

export const jobs: readonly Job[] = [
  {
    slug: 'dbe',
    title: 'Senior Database Engineer',
    stack: ['Postgres'],
    cardPoints: [
      translate({
        id: 'careers.dbe.cardPoints.0',
        message: '3+ years running PostgreSQL in large production environments',
      }),
      translate({ id: 'careers.dbe.cardPoints.1', message: 'Optimizing databases over 1 TiB and 10,000 TPS' }),
      translate({ id: 'careers.dbe.cardPoints.2', message: 'Fluent with EXPLAIN, advanced SQL and PL/pgSQL' }),
    ],
  },
  {
    slug: 'fullstack',
    title: 'Senior Full Stack Developer',
    stack: ['React', 'Go'],
    employmentType: fullTime,
    location: remote,
    cardPoints: [
      translate({ id: 'careers.fullstack.cardPoints.0', message: '3+ years of experience with React' }),
      translate({ id: 'careers.fullstack.cardPoints.1', message: 'Excellent HTML, CSS and JavaScript' }),
      translate({ id: 'careers.fullstack.cardPoints.2', message: 'REST API development and basic SQL' }),
    ],
  },
  {
    slug: 'godeveloper',
    title: 'Senior Software Engineer',
    stack: ['Go'],
    employmentType: fullTime,
    location: remote,
    cardPoints: [
      translate({ id: 'careers.godeveloper.cardPoints.0', message: '3+ years building server applications in Go' }),
      translate({ id: 'careers.godeveloper.cardPoints.1', message: 'REST APIs, HTTP and JSON' }),
      translate({ id: 'careers.godeveloper.cardPoints.2', message: 'Distributed systems and AWS or GCP' }),
    ],
  },
  {
    slug: 'frontend',
    title: 'Senior Frontend Engineer',
    stack: ['React'],
    employmentType: translate({ id: 'careers.employment.fullOrPartTime', message: 'Full-time or part-time' }),
    location: remote,
    cardPoints: [
      translate({ id: 'careers.frontend.cardPoints.0', message: '3+ years of experience with React' }),
      translate({
        id: 'careers.frontend.cardPoints.1',
        message: 'Excellent HTML, CSS and JavaScript with a sense of design',
      }),
      translate({ id: 'careers.frontend.cardPoints.2', message: 'Client-side performance optimization' }),
    ],
  },
];

/** The page of a role. */
export function jobRoute(job: Job): string {
  return `/careers/${job.slug}`;
}

/** The e-mail subject of an application for a role. */
export function applicationSubject(job: Job): string {
  return `Application: ${job.title}`;
}

/** A `mailto:` link that starts an application e-mail for a role. */
export function applicationLink(job: Job): string {
  return mailtoLink(applicationSubject(job));
}

export function findJob(slug: JobSlug): Job {
  const job = jobs.find((entry) => entry.slug === slug);
  if (!job) throw new Error(`No job with slug ${slug}`);
  return job;
}
