/**
 * The star count of the repository the site shows beside DBLab Engine. It is
 * committed, so pages carry it in their HTML and no visitor's browser asks
 * GitHub. `npm run data:github-stars` reads it from the GitHub API and
 * rewrites this file; the first value is the one the DBLab Engine 3.4
 * release post gave ("more than 1,700 GitHub stars", 2023-08-19).
 */
export type GitHubStars = {
  /** `owner/name`; the count is shown only while it is the repository of the `GITHUB_REPO` setting. */
  repo: string;
  count: number;
  /** The day the count is from, `YYYY-MM-DD` (UTC). */
  asOf: string;
};

export const githubStars: GitHubStars = {
  repo: 'postgres-ai/database-lab-engine',
  count: 1700,
  asOf: '2023-08-19',
};
