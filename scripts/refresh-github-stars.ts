/**
 * npm run data:github-stars
 *
 * Refreshes the committed GitHub star count (`src/data/githubStars.ts`) of
 * the repository named by GITHUB_REPO. Run it before a deploy build; the
 * build itself never goes to the network. GITHUB_TOKEN, when set, raises the
 * API's rate limit. When GitHub cannot be reached, the committed count stays
 * and the command still succeeds, with a warning.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { readSiteEnv } from '../src/config/siteEnv';
import { githubStars } from '../src/data/githubStars';
import { fetchGithubStars, githubStarsModule } from './githubStars/refresh';

const dataFile = path.resolve(__dirname, '../src/data/githubStars.ts');

async function main(): Promise<void> {
  const { githubRepo } = readSiteEnv(process.env);
  const result = await fetchGithubStars({
    repo: githubRepo,
    fetchImpl: (url, init) => fetch(url, init),
    now: new Date(),
    token: process.env['GITHUB_TOKEN']?.trim() || undefined,
  });
  if (!result.updated) {
    const kept =
      githubStars.repo === githubRepo
        ? `keeping ${githubStars.count} from ${githubStars.asOf}`
        : `the committed count is for ${githubStars.repo}, so pages show none for ${githubRepo}`;
    console.warn(`[github-stars] could not read the star count of ${githubRepo} (${result.reason}); ${kept}.`);
    return;
  }
  await fs.writeFile(dataFile, githubStarsModule(result.stars));
  const { repo, count, asOf } = result.stars;
  console.log(`[github-stars] ${repo}: ${count} stars on ${asOf} (was ${githubStars.count} on ${githubStars.asOf}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
