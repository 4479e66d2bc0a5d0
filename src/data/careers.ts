/**
 * Open roles at PostgresAI. /careers/ lists them as cards and each
 * /careers/<slug> page renders one entry with the JobPosting component.
 * Employment type and location appear only where they are known.
 */
import { mailtoLink } from './contacts';

export type JobSlug = 'dbe' | 'fullstack' | 'godeveloper' | 'frontend';

export type Job = {
  slug: JobSlug;
  title: string;
  /** Main technologies, shown as tags next to the title. */
  stack: readonly string[];
  employmentType?: string;
  location?: string;
  /** One or two sentences about the role; also the page description. */
  summary: string;
  /** Topics the role deals with day to day. */
  focusAreas?: readonly string[];
  responsibilities?: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
  benefits?: readonly string[];
  /** The three points shown on the role's card. */
  cardPoints: readonly [string, string, string];
};

export const jobs: readonly Job[] = [
  {
    slug: 'dbe',
    title: 'Senior Database Engineer',
    stack: ['Postgres'],
    summary:
      'Help engineering teams run large, heavily loaded PostgreSQL databases: build open-source automation for SQL optimization and database experiments, troubleshoot production problems and work directly with clients.',
    focusAreas: [
      'Capacity planning',
      'Database experiments',
      'Incident troubleshooting',
      'Databases in CI/CD pipelines',
      'Postgres in the clouds',
      'Partitioning',
      'Sharding',
      'Change management',
      'Performance',
    ],
    responsibilities: [
      'Build open-source automation for SQL optimization, for database experiments that verify schema migrations, and for configuration tuning.',
      'Troubleshoot slow SQL and help resolve problems in production databases.',
      'Design database schemas that hold up under growth.',
      'Review code, including schema migrations and queries.',
      'Work with clients on their PostgreSQL databases.',
    ],
    requirements: [
      '3+ years of experience running PostgreSQL in large production environments.',
      'Experience optimizing large, heavily loaded databases: more than 1 TiB of data and more than 10,000 transactions per second.',
      'Readiness to dig into PostgreSQL internals.',
      'Systems performance skills: monitoring and tuning both PostgreSQL and Linux.',
      'Fluency in reading and explaining EXPLAIN plans.',
      'Advanced SQL and PL/pgSQL.',
      'Technical English.',
    ],
    niceToHave: [
      'Partitioning and sharding in practice.',
      'Query analysis workflows based on pg_stat_statements and PostgreSQL logs.',
      'Setting up database monitoring.',
      'File systems, ZFS in particular.',
      'Go or C; Python or Ruby.',
      'Experience scaling Oracle or SQL Server.',
      'Basics of machine learning.',
      'AWS or GCP.',
      'Logical decoding and logical replication.',
      'Experience in distributed teams.',
    ],
    benefits: ['Flexible working hours.', 'Home office.'],
    cardPoints: [
      '3+ years running PostgreSQL in large production environments',
      'Optimizing databases over 1 TiB and 10,000 TPS',
      'Fluent with EXPLAIN, advanced SQL and PL/pgSQL',
    ],
  },
  {
    slug: 'fullstack',
    title: 'Senior Full Stack Developer',
    stack: ['React', 'Go'],
    employmentType: 'Full-time',
    location: 'Remote',
    summary:
      'Build components of the PostgresAI Platform end to end, from fast React user interfaces to the REST APIs and SQL behind them.',
    requirements: [
      '3+ years of experience with React.',
      'Excellent HTML, CSS and JavaScript.',
      'Experience optimizing client-side performance.',
      'A solid understanding of HTTP, data structures and JSON.',
      'Experience developing REST APIs.',
      'Basic SQL (SQL-92).',
    ],
    niceToHave: [
      'Go, or the willingness to learn it.',
      'PostgreSQL.',
      'CI/CD.',
      'Open-source contributions.',
      'Docker.',
      'Kubernetes.',
      'Computer science fundamentals.',
      'Experience working remotely.',
    ],
    benefits: ['Flexible working hours.', 'Home office.', 'Competitive pay.'],
    cardPoints: [
      '3+ years of experience with React',
      'Excellent HTML, CSS and JavaScript',
      'REST API development and basic SQL',
    ],
  },
  {
    slug: 'godeveloper',
    title: 'Senior Software Engineer',
    stack: ['Go'],
    employmentType: 'Full-time',
    location: 'Remote',
    summary:
      'Build components of the PostgresAI Platform in Go: server applications and the REST APIs that connect them with the rest of the product.',
    requirements: [
      '3+ years of experience building server applications in Go.',
      'A solid understanding of HTTP, data structures and JSON.',
      'Experience developing REST APIs.',
      'Basic SQL (SQL-92).',
      'Understanding of distributed systems concepts.',
      'Experience with AWS or GCP.',
    ],
    niceToHave: [
      'PostgreSQL.',
      'Docker.',
      'Kubernetes, including operators and running databases on Kubernetes.',
      'File systems, ZFS in particular.',
      'Observability tooling.',
      'CI/CD.',
      'Open-source contributions.',
      'Computer science fundamentals.',
      'Experience working remotely.',
    ],
    benefits: ['Health care payment.', 'An online course in IT or business English.'],
    cardPoints: [
      '3+ years building server applications in Go',
      'REST APIs, HTTP and JSON',
      'Distributed systems and AWS or GCP',
    ],
  },
  {
    slug: 'frontend',
    title: 'Senior Frontend Engineer',
    stack: ['React'],
    employmentType: 'Full-time or part-time',
    location: 'Remote',
    summary:
      'Build the user interfaces of PostgresAI Platform components in React, with an eye for design and for client-side performance.',
    requirements: [
      '3+ years of experience with React.',
      'Excellent HTML, CSS and JavaScript, and a sense of design.',
      'Experience optimizing client-side performance.',
      'A solid understanding of HTTP, data structures and JSON.',
      'Technical English.',
      'Experience working remotely.',
    ],
    niceToHave: [
      'Experience with REST APIs.',
      'PostgreSQL.',
      'CI/CD.',
      'Open-source contributions.',
      'Docker.',
      'Computer science fundamentals.',
    ],
    cardPoints: [
      '3+ years of experience with React',
      'Excellent HTML, CSS and JavaScript with a sense of design',
      'Client-side performance optimization',
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
