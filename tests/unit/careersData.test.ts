import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationLink, applicationSubject, findJob, jobRoute, jobs } from '@site/src/data/careers';
import { teamEmail } from '@site/src/data/contacts';
import { readMarkdownPages } from '../support/markdownPages';
import { readRouteContract } from '../support/routeContract';

/** The role pages, without index.mdx, the list of roles. */
const postings = readMarkdownPages(path.resolve(__dirname, '../../src/pages/careers')).filter(
  (page) => page.file !== 'index.mdx',
);

const contractRoutes = new Set(readRouteContract().map((row) => row.route));

describe('careers data', () => {
  it('lists the four roles of the contract, each once', () => {
    expect(jobs.map((job) => job.slug).sort()).toEqual(['dbe', 'frontend', 'fullstack', 'godeveloper']);
    expect(new Set(jobs.map((job) => job.title)).size).toBe(jobs.length);
  });

  it.each(jobs.map((job) => [job.slug, job] as const))('%s has its card facts', (_slug, job) => {
    expect(job.title.trim()).not.toBe('');
    expect(job.stack.length).toBeGreaterThan(0);
    expect(job.cardPoints).toHaveLength(3);
    for (const text of [...job.stack, ...job.cardPoints]) expect(text.trim(), job.slug).not.toBe('');
    for (const optional of [job.employmentType, job.location]) {
      if (optional !== undefined) expect(optional.trim()).not.toBe('');
    }
  });

  it('has one MDX posting per role, with a description and the sections every posting needs', () => {
    expect(postings.map((page) => page.file).sort()).toEqual(jobs.map((job) => `${job.slug}.mdx`).sort());
    for (const job of jobs) {
      const page = postings.find((candidate) => candidate.file === `${job.slug}.mdx`);
      expect(page?.frontMatter.layout, job.slug).toBe('marketing');
      expect(String(page?.frontMatter.description ?? '').length, job.slug).toBeGreaterThan(50);
      expect(page?.frontMatter.title, job.slug).toBe(`${job.title} (${job.stack.join(', ')}) | Careers`);
      expect(page?.body, job.slug).toContain(`<JobPosting slug="${job.slug}"`);
      for (const kind of ['requirements', 'niceToHave']) {
        expect(page?.body, `${job.slug}: ${kind}`).toMatch(new RegExp(`<JobSection kind="${kind}">\\s+- `));
      }
    }
  });

  it('links every role to its page of the route contract', () => {
    for (const job of jobs) {
      expect(contractRoutes.has(jobRoute(job)), jobRoute(job)).toBe(true);
    }
    expect(contractRoutes.has('/careers/')).toBe(true);
    expect(jobs.some((job) => jobRoute(job) === '/careers/dba')).toBe(false);
  });

  it('states employment type and location only where the scope gives them', () => {
    const dbe = findJob('dbe');
    expect(dbe.employmentType).toBeUndefined();
    expect(dbe.location).toBeUndefined();
    expect(findJob('fullstack')).toMatchObject({ employmentType: 'Full-time', location: 'Remote' });
    expect(findJob('godeveloper')).toMatchObject({ employmentType: 'Full-time', location: 'Remote' });
    expect(findJob('frontend')).toMatchObject({ employmentType: 'Full-time or part-time', location: 'Remote' });
  });

  it('applies by e-mail to the team address with the role in the subject', () => {
    for (const job of jobs) {
      const link = new URL(applicationLink(job));
      expect(link.protocol).toBe('mailto:');
      expect(link.pathname).toBe(teamEmail);
      expect(link.searchParams.get('subject')).toBe(`Application: ${job.title}`);
      expect(applicationSubject(job)).toBe(`Application: ${job.title}`);
    }
  });
});
