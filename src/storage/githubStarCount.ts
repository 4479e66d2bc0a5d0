/**
 * The repository star count shown in `.github-star-placeholder` elements.
 * It is cached in localStorage and refreshed from the public GitHub API at
 * most once a day; when GitHub cannot be reached or rate-limits us, the cached
 * value stays.
 */
import { readJson, writeJson } from './browserStorage';

export const starCacheKey = 'postgresai.github-stars';
export const starCacheMaxAgeMs = 24 * 60 * 60 * 1000;
export const starPlaceholderSelector = '.github-star-placeholder';

export type StarCache = {
  repo: string;
  count: number;
  /** When GitHub was last asked, successfully or not (epoch ms). */
  checkedAt: number;
};

export function isStarCache(value: unknown): value is StarCache {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.repo === 'string' &&
    typeof candidate.count === 'number' &&
    Number.isInteger(candidate.count) &&
    candidate.count >= 0 &&
    typeof candidate.checkedAt === 'number' &&
    Number.isFinite(candidate.checkedAt)
  );
}

export function readStarCache(storage: Storage | null, repo: string): StarCache | null {
  const cache = readJson(storage, starCacheKey, isStarCache);
  return cache && cache.repo === repo ? cache : null;
}

export function isRefreshDue(cache: StarCache | null, now: number): boolean {
  if (!cache) return true;
  // A clock that went backwards must not freeze the value forever.
  return now - cache.checkedAt >= starCacheMaxAgeMs || now < cache.checkedAt;
}

/** 987 → "987", 1234 → "1.2k", 15300 → "15.3k", 1200000 → "1.2M". */
export function formatStarCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${(Math.floor(count / 100) / 10).toString()}k`;
  return `${(Math.floor(count / 100_000) / 10).toString()}M`;
}

export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string> },
) => Promise<{
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}>;

export function githubRepoApiUrl(repo: string): string {
  return `https://api.github.com/repos/${repo}`;
}

/** Asks GitHub for the count; null when offline, rate-limited or the answer is malformed. */
export async function fetchStarCount(fetchImpl: FetchLike, repo: string): Promise<number | null> {
  try {
    const response = await fetchImpl(githubRepoApiUrl(repo), {
      headers: { Accept: 'application/vnd.github+json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { stargazers_count?: unknown };
    const count = body.stargazers_count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

/**
 * Returns the count to show: the cached one, refreshed first when due. A
 * failed refresh keeps the old count and records the attempt, so a rate limit
 * is not hammered on every page view.
 */
export async function resolveStarCount(options: {
  storage: Storage | null;
  repo: string;
  now: number;
  fetchImpl: FetchLike;
}): Promise<number | null> {
  const { storage, repo, now, fetchImpl } = options;
  const cache = readStarCache(storage, repo);
  if (!isRefreshDue(cache, now)) return cache?.count ?? null;
  const fresh = await fetchStarCount(fetchImpl, repo);
  if (fresh === null) {
    if (cache) writeJson(storage, starCacheKey, { ...cache, checkedAt: now });
    return cache?.count ?? null;
  }
  writeJson(storage, starCacheKey, { repo, count: fresh, checkedAt: now } satisfies StarCache);
  return fresh;
}

export function fillStarPlaceholders(root: ParentNode, count: number | null): number {
  const elements = root.querySelectorAll<HTMLElement>(starPlaceholderSelector);
  if (count === null) return elements.length;
  const text = formatStarCount(count);
  elements.forEach((element) => {
    element.textContent = text;
    element.setAttribute('title', `${count.toLocaleString('en-US')} stars on GitHub`);
  });
  return elements.length;
}
