/**
 * PostgresAI Launch Week (July 21–25, 2025), one entry per day. The
 * /launch-week page renders it as a terminal window; a day marked `locked`
 * shows when it unlocks instead of its releases.
 */
import { translate } from '@docusaurus/Translate';

export type LaunchWeekRelease = {
  title: string;
  /** One sentence on what shipped. */
  summary: string;
  /** The site route of the announcement ("Read more"). */
  route: string;
};

export type LaunchWeekDay = {
  /** Short id used in the URL (`?day=mon`). */
  slug: 'mon' | 'tue' | 'wed' | 'thu' | 'fri';
  /** ISO date, YYYY-MM-DD. */
  date: string;
  main: LaunchWeekRelease;
  minor?: LaunchWeekRelease;
  /** When true, the releases stay hidden and the day reads "unlocks on <date>". */
  locked?: boolean;
};

export const launchWeek = {
  title: translate({ id: 'launchWeek.title', message: 'PostgresAI Launch Week' }),
  startDate: '2025-07-21',
  endDate: '2025-07-25',
  tagRoute: '/blog/tags/launch-week',
  /** The query parameter that holds the highlighted day. */
  dayParam: 'day',
} as const;

export const launchWeekDays: readonly LaunchWeekDay[] = [
  {
    slug: 'mon',
    date: '2025-07-21',
    main: {
      title: translate({ id: 'launchWeek.days.0.main.title', message: 'DBLab Engine 4.0' }),
      summary: translate({
        id: 'launchWeek.days.0.main.summary',
        message:
          'Instant database branching with O(1) economics: thin clones gain Git-like branches and snapshots, so every engineer, pipeline and AI agent can work on its own full-size copy.',
      }),
      route: '/blog/20250721-dblab-engine-4-0-released',
    },
  },
  {
    slug: 'tue',
    date: '2025-07-22',
    main: {
      title: translate({
        id: 'launchWeek.days.1.main.title',
        message: 'postgres_ai monitoring',
      }),
      summary: translate({
        id: 'launchWeek.days.1.main.summary',
        message:
          'Expert-level PostgreSQL monitoring for humans and AI: open-source dashboards that start from the whole node and drill down to a single query.',
      }),
      route: '/blog/20250722-postgres-ai-v0-7-expert-level-postgresql-monitoring',
    },
    minor: {
      title: translate({ id: 'launchWeek.days.1.minor.title', message: 'SQL query toolkit' }),
      summary: translate({
        id: 'launchWeek.days.1.minor.summary',
        message:
          'Bring a query and its execution plan from any environment, visualize it, ask the AI assistant for advice and share the result by link.',
      }),
      route: '/blog/20250722-query-analysis-toolkit',
    },
  },
  {
    slug: 'wed',
    date: '2025-07-23',
    main: {
      title: translate({
        id: 'launchWeek.days.2.main.title',
        message: 'PostgresAI Checkup service',
      }),
      summary: translate({
        id: 'launchWeek.days.2.main.summary',
        message:
          'An expert-led, AI-assisted health assessment of production Postgres: a monthly report with recommendations, calls with an expert and continuous monitoring.',
      }),
      route: '/blog/20250723-postgres-ai-checkup-service',
    },
    minor: {
      title: translate({
        id: 'launchWeek.days.2.minor.title',
        message: 'AI rules for copilots',
      }),
      summary: translate({
        id: 'launchWeek.days.2.minor.summary',
        message:
          'Short, numbered rules for SQL style, schema design, Postgres development and technical writing, ready to load into your AI coding assistant.',
      }),
      route: '/rules/',
    },
  },
  {
    slug: 'thu',
    date: '2025-07-24',
    main: {
      title: translate({ id: 'launchWeek.days.3.main.title', message: 'Postgres how-tos' }),
      summary: translate({
        id: 'launchWeek.days.3.main.summary',
        message:
          'Dozens of practical guides from the #PostgresMarathon series, now organized in the documentation by topic so you can find a tested answer fast.',
      }),
      route: '/blog/20250724-postgres-howtos-launch',
    },
    minor: {
      title: translate({
        id: 'launchWeek.days.3.minor.title',
        message: 'Full-stack preview environments with DBLab 4.0',
      }),
      summary: translate({
        id: 'launchWeek.days.3.minor.summary',
        message:
          'Give every pull request its own preview app backed by a full-size Postgres clone created from a DBLab branch in seconds.',
      }),
      route: '/blog/20250724-full-stack-preview-environments-with-dblab',
    },
  },
  {
    slug: 'fri',
    date: '2025-07-25',
    main: {
      title: translate({
        id: 'launchWeek.days.4.main.title',
        message: 'Self-driving Postgres',
      }),
      summary: translate({
        id: 'launchWeek.days.4.main.summary',
        message:
          'Zero-downtime upgrades, AI automation and a roadmap to autonomy: an open-source initiative that measures how automated Postgres operations are and raises the level step by step.',
      }),
      route: '/blog/20250725-self-driving-postgres',
    },
  },
];

function utcDate(isoDate: string): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return date;
}

/** Site locales to the locale their dates are written in. */
function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** "Monday, July 21" (in Russian "понедельник, 21 июля") for an ISO date, the same in every time zone. */
export function formatLaunchDate(isoDate: string, locale = 'en'): string {
  return utcDate(isoDate).toLocaleDateString(dateLocale(locale), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Mon Jul 21" (in Russian "пн 21 июл."), the short label of a day button. */
export function formatLaunchDateShort(isoDate: string, locale = 'en'): string {
  const date = utcDate(isoDate);
  const weekday = date.toLocaleDateString(dateLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  const monthDay = date.toLocaleDateString(dateLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${weekday} ${monthDay}`;
}

/** The day a `?day=` value points at, or undefined when it matches none. */
export function findLaunchWeekDay(slug: string | null | undefined): LaunchWeekDay | undefined {
  return launchWeekDays.find((day) => day.slug === slug);
}
