/**
 * Reads a repository's star count from the GitHub API and writes it into
 * `src/data/githubStars.ts`. Any failure (offline, rate limit, unexpected
 * answer) keeps the committed value: the site then shows the last known count.
 */
import type { GitHubStars } from '../../src/data/githubStars';

export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export function githubRepoApiUrl(repo: string): string {
  return `https://api.github.com/repos/${repo}`;
}

/** The count in a repository answer of the GitHub API, or null when there is none. */
export function starCountOf(body: unknown): number | null {
  const count = (body as { stargazers_count?: unknown } | null)?.stargazers_count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** The source of `src/data/githubStars.ts` for a count, formatted as Prettier leaves it. */
export function githubStarsModule(stars: GitHubStars): string {
  if (!/^[\w.-]+\/[\w.-]+$/.test(stars.repo)) throw new Error(`not a repository name: ${stars.repo}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(stars.asOf)) throw new Error(`not a date: ${stars.asOf}`);
  if (!Number.isInteger(stars.count) || stars.count < 0) throw new Error(`not a star count: ${stars.count}`);
  return `/**
 * The star count of the repository the site shows beside DBLab Engine. It is
 * committed, so pages carry it in their HTML and no visitor's browser asks
 * GitHub. Written by \`npm run data:github-stars\` from the GitHub API.
 */
export type GitHubStars = {
  /** \`owner/name\`; the count is shown only while it is the repository of the \`GITHUB_REPO\` setting. */
  repo: string;
  count: number;
  /** The day the count is from, \`YYYY-MM-DD\` (UTC). */
  asOf: string;
};

export const githubStars: GitHubStars = {
  repo: '${stars.repo}',
  count: ${stars.count},
  asOf: '${stars.asOf}',
};
`;
}

export type RefreshResult = { updated: true; stars: GitHubStars } | { updated: false; reason: string };

/** Asks GitHub for the count; the answer, or why there is none. */
export async function fetchGithubStars(options: {
  repo: string;
  fetchImpl: FetchLike;
  now: Date;
  /** A token raises the API's rate limit; optional. */
  token?: string;
  timeoutMs?: number;
}): Promise<RefreshResult> {
  const { repo, fetchImpl, now, token, timeoutMs = 10_000 } = options;
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'User-Agent': 'postgres-ai-website',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  try {
    const response = await fetchImpl(githubRepoApiUrl(repo), { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { updated: false, reason: `GitHub answered ${response.status}` };
    const count = starCountOf(await response.json());
    if (count === null) return { updated: false, reason: 'the answer has no star count' };
    return { updated: true, stars: { repo, count, asOf: now.toISOString().slice(0, 10) } };
  } catch (error) {
    return { updated: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
