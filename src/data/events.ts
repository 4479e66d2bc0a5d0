/**
 * Facts of the event, webinar and whitepaper pages: ids sent with each form,
 * routes, languages and the fields each form asks for. The pages themselves
 * are MDX (src/pages/join-*.mdx and src/pages/get-whitepaper-*.mdx). No
 * session date is known, so none is stated: sessions are scheduled with the
 * people who register, and the date is sent by e-mail.
 */
import type { LeadField } from '@site/src/components/LeadForm/types';

export type EventLocale = 'en' | 'ru';

export type EventPage = {
  /** Sent as `event_id` with each registration; unique per page. */
  id: string;
  route: string;
  /** The language the page is written in; sent as `locale` with each registration. */
  locale: EventLocale;
  kind: 'event' | 'webinar';
};

/** A form field without its label; the page gives the label in its own language. */
export type FieldSetting = Omit<LeadField, 'label'>;

/** Name, e-mail and an optional company, on every event page. */
export const eventFields: readonly FieldSetting[] = [
  { name: 'name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'company', type: 'text', required: false, maxLength: 100, autoComplete: 'organization' },
];

export const eventPages: readonly EventPage[] = [
  { id: 'database-lab-2-0', route: '/join-database-lab-2-event', locale: 'en', kind: 'event' },
  { id: 'database-lab-2-0-ru', route: '/join-database-lab-2-event-ru', locale: 'ru', kind: 'event' },
  { id: 'webinar-deploy-dle-ru', route: '/join-webinar-deploy-dle-ru', locale: 'ru', kind: 'webinar' },
];

export function eventPage(route: string): EventPage {
  const page = eventPages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`No event page for ${route}`);
  return page;
}

/* The whitepaper request page. */

/** Name, work e-mail and company, all required. */
export const whitepaperFields: readonly FieldSetting[] = [
  { name: 'name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'company', type: 'text', required: true, maxLength: 100, autoComplete: 'organization' },
];

export const whitepaper = {
  /** Sent as `document_id` with each request. */
  id: 'how-to-prepare-postgresql-for-black-friday-and-cyber-monday',
  /** The original route, "postgreqsl" typo included: old links point here. */
  route: '/get-whitepaper-how-to-prepare-postgreqsl-databases-for-black-friday-and-cyber-monday',
  /** The anchor of the request form, the target of the hero's button. */
  formAnchor: 'request-whitepaper',
} as const;
