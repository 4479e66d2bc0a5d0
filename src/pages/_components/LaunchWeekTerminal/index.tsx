import React, { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory, useLocation } from '@docusaurus/router';
import {
  findLaunchWeekDay,
  formatLaunchDate,
  formatLaunchDateShort,
  launchWeek,
  launchWeekDays,
  type LaunchWeekDay,
  type LaunchWeekRelease,
} from '@site/src/data/launchWeek';
import styles from './styles.module.css';

function dayElementId(day: LaunchWeekDay): string {
  return `launch-day-${day.slug}`;
}

function Release({ kind, release }: { kind: 'main' | 'minor'; release: LaunchWeekRelease }): ReactNode {
  return (
    <div className={clsx(styles.release, kind === 'minor' && styles.releaseMinor)}>
      <p className={styles.releaseKind}>
        {kind === 'main' ? (
          <Translate id="launchWeek.release.main">main release</Translate>
        ) : (
          <Translate id="launchWeek.release.minor">minor release</Translate>
        )}
      </p>
      <Heading as="h3" className={styles.releaseTitle}>
        {release.title}
      </Heading>
      <p className={styles.releaseSummary}>{release.summary}</p>
      <Link className={styles.readMore} to={release.route}>
        <Translate id="launchWeek.release.readMore">Read more</Translate>
        <span className={styles.srOnly}>{`: ${release.title}`}</span>
        {/* Decoration for sighted readers: screen readers skip it, and the page's Markdown leaves it out. */}
        <span aria-hidden="true" data-markdown-ignore="">
          {' →'}
        </span>
      </Link>
    </div>
  );
}

/**
 * The launch week as a terminal window. The highlighted day lives in the URL
 * (`?day=tue`), so a link opens the page with that day selected.
 */
export default function LaunchWeekTerminal(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const locale = useDocusaurusContext().i18n.currentLocale;
  const history = useHistory();
  // The server render (and hydration) knows no query string: highlight after hydration only.
  const selected = isBrowser
    ? findLaunchWeekDay(new URLSearchParams(location.search).get(launchWeek.dayParam))
    : undefined;
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!selected) return;
    listRef.current?.querySelector(`#${dayElementId(selected)}`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const select = (day: LaunchWeekDay) => {
    const params = new URLSearchParams(location.search);
    params.set(launchWeek.dayParam, day.slug);
    history.replace({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash });
  };

  return (
    <section className={styles.window} aria-labelledby="launch-week-terminal-title">
      <div className={styles.titleBar}>
        <span className={styles.dots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <p id="launch-week-terminal-title" className={styles.windowTitle}>
          <Translate id="launchWeek.terminal.title">postgresai — launch-week</Translate>
        </p>
      </div>
      <div className={styles.screen}>
        <p className={styles.command}>
          <span className={styles.prompt} aria-hidden="true" />{' '}
          <Translate id="launchWeek.terminal.command">launch-week --list-days</Translate>
        </p>
        <div
          className={styles.picker}
          role="group"
          aria-label={translate({ id: 'launchWeek.picker.label', message: 'Highlight a day' })}
        >
          {launchWeekDays.map((day, index) => {
            const active = selected?.slug === day.slug;
            return (
              <button
                key={day.slug}
                type="button"
                className={clsx(styles.dayButton, active && styles.dayButtonActive)}
                aria-pressed={active}
                aria-controls={dayElementId(day)}
                onClick={() => select(day)}
              >
                <span className={styles.dayNumber}>
                  {translate({ id: 'launchWeek.day.button', message: 'day {number}' }, { number: index + 1 })}
                </span>
                <span>{formatLaunchDateShort(day.date, locale)}</span>
              </button>
            );
          })}
        </div>
        <ol className={styles.days} ref={listRef}>
          {launchWeekDays.map((day, index) => {
            const active = selected?.slug === day.slug;
            return (
              <li
                key={day.slug}
                id={dayElementId(day)}
                className={clsx(styles.day, active && styles.dayActive)}
                aria-current={active ? 'true' : undefined}
                data-day={day.slug}
              >
                <Heading as="h2" className={styles.dayTitle}>
                  <span className={styles.caret} aria-hidden="true">
                    {active ? '>' : ' '}
                  </span>
                  {translate(
                    { id: 'launchWeek.day.heading', message: 'Day {number} · {date}' },
                    { number: index + 1, date: formatLaunchDate(day.date, locale) },
                  )}
                </Heading>
                {day.locked ? (
                  <p className={styles.locked}>
                    <Translate id="launchWeek.day.unlocks" values={{ date: formatLaunchDate(day.date, locale) }}>
                      {'unlocks on {date}'}
                    </Translate>
                  </p>
                ) : (
                  <div className={styles.releases}>
                    <Release kind="main" release={day.main} />
                    {day.minor && <Release kind="minor" release={day.minor} />}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        <p className={styles.command}>
          <span className={styles.prompt} aria-hidden="true" /> <span className={styles.cursor} aria-hidden="true" />
        </p>
      </div>
    </section>
  );
}
