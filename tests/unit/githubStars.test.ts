import fs from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { describe, expect, it, vi } from 'vitest';
import {
  fetchGithubStars,
  githubRepoApiUrl,
  githubStarsModule,
  starCountOf,
  type FetchLike,
} from '../../scripts/githubStars/refresh';
import { githubStars } from '@site/src/data/githubStars';
import { formatStarCount, groupDigits } from '@site/src/components/GitHubStarCount/formatStarCount';
import { siteEnvDefaults } from '@site/src/config/siteEnv';

const repo = 'postgres-ai/database-lab-engine';
const now = new Date(Date.UTC(2026, 10, 21, 12));

function answering(status: number, body: unknown): FetchLike & ReturnType<typeof vi.fn> {
  return vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

describe('the committed star count', () => {
  it('is for the repository the site shows by default, and dated', () => {
    expect(githubStars.repo).toBe(siteEnvDefaults.githubRepo);
    expect(Number.isInteger(githubStars.count) && githubStars.count > 0).toBe(true);
    expect(githubStars.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(githubStars.asOf)).toBeLessThanOrEqual(Date.now());
  });
});

describe('refreshing the star count', () => {
  it('reads the count from the repository answer, dated today (UTC)', async () => {
    const fetchImpl = answering(200, { full_name: repo, stargazers_count: 2345 });
    await expect(fetchGithubStars({ repo, fetchImpl, now })).resolves.toEqual({
      updated: true,
      stars: { repo, count: 2345, asOf: '2026-11-21' },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      githubRepoApiUrl(repo),
      expect.objectContaining({ headers: expect.objectContaining({ Accept: 'application/vnd.github+json' }) }),
    );
  });

  it('sends a token only when one is given', async () => {
    const fetchImpl = answering(200, { stargazers_count: 1 });
    await fetchGithubStars({ repo, fetchImpl, now, token: 'secret' });
    await fetchGithubStars({ repo, fetchImpl, now });
    const headers = fetchImpl.mock.calls.map((call) => (call[1] as { headers: Record<string, string> }).headers);
    expect(headers[0]?.Authorization).toBe('Bearer secret');
    expect(headers[1]).not.toHaveProperty('Authorization');
  });

  it.each([
    ['rate-limited', answering(403, { message: 'API rate limit exceeded' }), /403/],
    ['answering without a count', answering(200, { stargazers_count: 'many' }), /no star count/],
    ['offline', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))), /fetch failed/],
  ])('keeps the committed value when GitHub is %s', async (_case, fetchImpl, reason) => {
    const result = await fetchGithubStars({ repo, fetchImpl: fetchImpl as FetchLike, now });
    expect(result).toEqual({ updated: false, reason: expect.stringMatching(reason) });
  });

  it('accepts only whole, non-negative counts', () => {
    expect(starCountOf({ stargazers_count: 0 })).toBe(0);
    expect(starCountOf({ stargazers_count: -1 })).toBeNull();
    expect(starCountOf({ stargazers_count: 1.5 })).toBeNull();
    expect(starCountOf(null)).toBeNull();
  });

  it('writes a data module that Prettier leaves as it is and that holds the new count', async () => {
    const source = githubStarsModule({ repo, count: 2345, asOf: '2026-11-21' });
    const options = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../.prettierrc.json'), 'utf8'));
    expect(await format(source, { ...options, parser: 'typescript' })).toBe(source);
    expect(source).toContain(
      `export const githubStars: GitHubStars = {\n  repo: '${repo}',\n  count: 2345,\n  asOf: '2026-11-21',\n};`,
    );
  });

  it('refuses to write values that are not a repository, count and date', () => {
    expect(() => githubStarsModule({ repo: "x'; alert(1); '", count: 1, asOf: '2026-11-21' })).toThrow();
    expect(() => githubStarsModule({ repo, count: 1, asOf: 'today' })).toThrow();
  });
});

describe('star count text', () => {
  it.each([
    [0, '0'],
    [987, '987'],
    [1000, '1k'],
    [1234, '1.2k'],
    [15_399, '15.3k'],
    [1_250_000, '1.2M'],
  ])('%d is shown as %s', (count, text) => {
    expect(formatStarCount(count)).toBe(text);
  });

  it('groups digits for the full number', () => {
    expect(groupDigits(987)).toBe('987');
    expect(groupDigits(1700)).toBe('1,700');
    expect(groupDigits(1234567)).toBe('1,234,567');
  });
});
