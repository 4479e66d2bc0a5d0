/**
 * Where each lead form posts, and the JSON body it sends. Addresses come from
 * the deployment's settings (`useSiteConfig()`); no form sends personal data
 * anywhere else (no analytics events carry form values).
 */
import type { SiteCustomFields } from '@site/src/config/siteEnv';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';

export type FormEndpoints = {
  /** Assistant early access, as on the original site: `POST {api}/bot_leads`. */
  botSignup: string;
  /**
   * Consulting requests. The original posted to a Google Apps Script web app;
   * here the deployment sets `CONSULTING_WEBHOOK`. Empty by default, and then
   * the form sends nothing and offers the e-mail fallback.
   */
  consulting: string;
  /**
   * Event and webinar registration. The original pages embedded a third-party
   * (HubSpot) form; these two addresses on the site's own API are this site's
   * choice, so the site's API must provide them for the forms to work.
   */
  eventRegistration: string;
  /** Whitepaper requests (also this site's choice; see `eventRegistration`). */
  whitepaperRequest: string;
};

export function buildFormEndpoints(
  settings: Pick<SiteCustomFields, 'apiUrlPrefix' | 'consultingWebhook'>,
): FormEndpoints {
  const api = settings.apiUrlPrefix.replace(/\/+$/, '');
  return {
    botSignup: `${api}/bot_leads`,
    consulting: settings.consultingWebhook,
    eventRegistration: `${api}/event_registrations`,
    whitepaperRequest: `${api}/whitepaper_requests`,
  };
}

export function useFormEndpoints(): FormEndpoints {
  return buildFormEndpoints(useSiteConfig());
}

/* The JSON bodies. Values arrive trimmed from the form. */

export type BotLeadPayload = { email: string };

export type ConsultingRequestPayload = {
  name: string;
  company: string;
  email: string;
  phone: string;
  description: string;
  /** The page the request was sent from. */
  pagePath: string;
  /** ISO 8601 time of sending, from the visitor's clock. */
  timestamp: string;
};

export type EventRegistrationPayload = {
  event_id: string;
  name: string;
  email: string;
  company: string;
  /** Language of the page the visitor registered on. */
  locale: string;
  page_path: string;
};

export type WhitepaperRequestPayload = {
  document_id: string;
  name: string;
  email: string;
  company: string;
  page_path: string;
};

type Values = Readonly<Record<string, string>>;

const value = (values: Values, name: string): string => values[name] ?? '';

export function botLeadPayload(values: Values): BotLeadPayload {
  return { email: value(values, 'email') };
}

export function consultingRequestPayload(values: Values, pagePath: string, now: Date): ConsultingRequestPayload {
  return {
    name: value(values, 'name'),
    company: value(values, 'company'),
    email: value(values, 'email'),
    phone: value(values, 'phone'),
    description: value(values, 'description'),
    pagePath,
    timestamp: now.toISOString(),
  };
}

export function eventRegistrationPayload(
  eventId: string,
  locale: string,
  values: Values,
  pagePath: string,
): EventRegistrationPayload {
  return {
    event_id: eventId,
    name: value(values, 'name'),
    email: value(values, 'email'),
    company: value(values, 'company'),
    locale,
    page_path: pagePath,
  };
}

export function whitepaperRequestPayload(
  documentId: string,
  values: Values,
  pagePath: string,
): WhitepaperRequestPayload {
  return {
    document_id: documentId,
    name: value(values, 'name'),
    email: value(values, 'email'),
    company: value(values, 'company'),
    page_path: pagePath,
  };
}
