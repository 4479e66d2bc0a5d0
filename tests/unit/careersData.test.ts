import { describe, expect, it } from 'vitest';
import { applicationLink, applicationSubject, findJob, jobRoute, jobs } from '@site/src/data/careers';
import { teamEmail } from '@site/src/data/contacts';
import { readRouteContract } from '../support/routeContract';

const contractRoutes = new Set(readRouteContract().map((row) => row.route));

describe('careers data', () => {
  it('lists the four roles of the contract, each once', () => {
    expect(jobs.map((job) => job.slug).sort()).toEqual(['dbe', 'frontend', 'fullstack', 'godeveloper']);
    expect(new Set(jobs.map((job) => job.title)).size).toBe(jobs.length);
  });

  it.each(jobs.map((job) => [job.slug, job] as const))('%s has complete content', (_slug, job) => {
    expect(job.title.trim()).not.toBe('');
    expect(job.summary.length).toBeGreaterThan(50);
    expect(job.stack.length).toBeGreaterThan(0);
    expect(job.requirements.length).toBeGreaterThanOrEqual(3);
    expect(job.niceToHave.length).toBeGreaterThan(0);
    expect(job.cardPoints).toHaveLength(3);
    const texts = [
      ...job.stack,
      ...job.requirements,
      ...job.niceToHave,
      ...job.cardPoints,
      ...(job.focusAreas ?? []),
      ...(job.responsibilities ?? []),
      ...(job.benefits ?? []),
    ];
    for (const text of texts) expect(text.trim(), job.slug).not.toBe('');
    expect(new Set(job.requirements).size).toBe(job.requirements.length);
    expect(new Set(job.niceToHave).size).toBe(job.niceToHave.length);
    for (const optional of [job.employmentType, job.location]) {
      if (optional !== undefined) expect(optional.trim()).not.toBe('');
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
