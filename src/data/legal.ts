/**
 * Facts shared by the Terms of Service (/tos) and the Privacy Policy (/privacy).
 * The pages render these values, so a change of entity, address, law or date
 * happens here once.
 */
import { site } from './site';

export type LegalFacts = {
  /** The contracting party and data controller. */
  entity: string;
  /** Where the entity is located. */
  location: string;
  /** The law that governs the terms. */
  governingLaw: string;
  /** Where disputes are heard. */
  courts: string;
  /** The website whose services the documents cover (its subdomains included). */
  websiteHost: string;
  /** When both documents were last changed, as an ISO date (YYYY-MM-DD). */
  lastUpdated: string;
};

export const legal: LegalFacts = {
  entity: site.legalName,
  location: 'Poway, California',
  governingLaw: 'the State of California',
  courts: 'the courts located in the State of California',
  websiteHost: 'postgres.ai',
  lastUpdated: '2025-06-19',
};

/** An ISO date (YYYY-MM-DD) as "June 19, 2025", independent of the reader's time zone. */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The "last updated" line both documents show. */
export const lastUpdatedLabel = formatLegalDate(legal.lastUpdated);
