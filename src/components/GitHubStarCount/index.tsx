import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { githubStars } from '@site/src/data/githubStars';
import type { SiteCustomFields } from '@site/src/config/siteEnv';
import { formatStarCount, groupDigits } from './formatStarCount';
import styles from './styles.module.css';

/**
 * The repository's GitHub star count, from the committed value in
 * `src/data/githubStars.ts`: in the server HTML, with no request to GitHub.
 * Shown short ("★ 2.4k"); assistive technology reads the full number. Renders
 * nothing when the site is set to another repository than the count's.
 */
export default function GitHubStarCount({ className }: { className?: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { githubRepo } = siteConfig.customFields as SiteCustomFields;
  if (githubStars.repo !== githubRepo) return null;
  const count = groupDigits(githubStars.count);
  const label = translate(
    { id: 'githubStars.label', message: '{count} stars on GitHub', description: 'Full GitHub star count' },
    { count },
  );
  return (
    <span
      className={className}
      title={translate(
        {
          id: 'githubStars.title',
          message: '{count} stars on GitHub on {date}',
          description: 'Tooltip of the GitHub star count; date is YYYY-MM-DD',
        },
        { count, date: githubStars.asOf },
      )}
    >
      <span aria-hidden="true">{`★ ${formatStarCount(githubStars.count)}`}</span>
      {/* Leading space: the count is not read as one word with the text before it. */}
      <span className={styles.visuallyHidden}>{` ${label}`}</span>
    </span>
  );
}
