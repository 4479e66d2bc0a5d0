import { describe, expect, it } from 'vitest';
import {
  findLaunchWeekDay,
  formatLaunchDate,
  formatLaunchDateShort,
  launchWeek,
  launchWeekDays,
} from '@site/src/data/launchWeek';
import { readRouteContract } from '../support/routeContract';

const contract = readRouteContract();
const contractRoutes = new Set(contract.map((row) => row.route));

/** Routes of blog posts tagged launch-week, keyed by the post date. */
const launchWeekPosts = contract.filter((row) => row.kind === 'blog-post' && /tags=.*\blaunch-week\b/.test(row.detail));

function releases() {
  return launchWeekDays.flatMap((day) => (day.minor ? [day.main, day.minor] : [day.main]));
}

describe('launch week data', () => {
  it('covers Monday July 21 to Friday July 25, 2025, one entry per day in order', () => {
    expect(launchWeekDays.map((day) => day.date)).toEqual([
      '2025-07-21',
      '2025-07-22',
      '2025-07-23',
      '2025-07-24',
      '2025-07-25',
    ]);
    expect(launchWeekDays.map((day) => day.slug)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(launchWeek.startDate).toBe(launchWeekDays[0]?.date);
    expect(launchWeek.endDate).toBe(launchWeekDays.at(-1)?.date);
    for (const day of launchWeekDays) {
      expect(formatLaunchDateShort(day.date).slice(0, 3).toLowerCase()).toBe(day.slug);
    }
  });

  it('has a title, summary and contract route for every release', () => {
    for (const release of releases()) {
      expect(release.title.trim()).not.toBe('');
      expect(release.summary.length).toBeGreaterThan(40);
      expect(contractRoutes.has(release.route), release.route).toBe(true);
    }
    expect(new Set(releases().map((release) => release.route)).size).toBe(releases().length);
  });

  it('links each release to the announcement of its day', () => {
    expect(launchWeekDays.map((day) => [day.main.route, day.minor?.route])).toEqual([
      ['/blog/20250721-dblab-engine-4-0-released', undefined],
      ['/blog/20250722-postgres-ai-v0-7-expert-level-postgresql-monitoring', '/blog/20250722-query-analysis-toolkit'],
      ['/blog/20250723-postgres-ai-checkup-service', '/rules/'],
      ['/blog/20250724-postgres-howtos-launch', '/blog/20250724-full-stack-preview-environments-with-dblab'],
      ['/blog/20250725-self-driving-postgres', undefined],
    ]);
    for (const day of launchWeekDays) {
      for (const release of [day.main, day.minor]) {
        if (!release?.route.startsWith('/blog/')) continue;
        const post = launchWeekPosts.find((row) => row.route === release.route);
        expect(post, release.route).toBeDefined();
        expect(post?.detail).toContain(`date=${day.date}`);
      }
    }
  });

  it('links every launch-week post of the blog', () => {
    const linked = new Set(releases().map((release) => release.route));
    for (const post of launchWeekPosts) expect(linked.has(post.route), post.route).toBe(true);
  });

  it('points at the launch-week tag page of the contract', () => {
    expect(contractRoutes.has(launchWeek.tagRoute)).toBe(true);
  });

  it('has every day unlocked now that the week is over', () => {
    expect(launchWeekDays.every((day) => !day.locked)).toBe(true);
  });

  it('formats dates the same way in every time zone', () => {
    expect(formatLaunchDate('2025-07-21')).toBe('Monday, July 21');
    expect(formatLaunchDateShort('2025-07-25')).toBe('Fri Jul 25');
    expect(() => formatLaunchDate('not a date')).toThrow();
  });

  it('finds a day by its URL value and ignores unknown ones', () => {
    expect(findLaunchWeekDay('wed')?.date).toBe('2025-07-23');
    expect(findLaunchWeekDay('sat')).toBeUndefined();
    expect(findLaunchWeekDay(null)).toBeUndefined();
  });
});

describe('launch week dates in Russian', () => {
  it('name the weekday and month in Russian on the Russian page', () => {
    expect(formatLaunchDate('2025-07-21', 'ru')).toBe('понедельник, 21 июля');
    expect(formatLaunchDateShort('2025-07-25', 'ru')).toMatch(/^пт 25 июл/);
  });
});
