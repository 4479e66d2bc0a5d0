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

/**
 * The facts that are words rather than names, as the translated documents write them (the
 * entity and the website stay as they are). A translation of the documents renders these, and
 * says that the English text prevails.
 */
const translatedFacts: Readonly<Record<string, Pick<LegalFacts, 'location' | 'governingLaw' | 'courts'>>> = {
  ru: {
    location: 'Поуэй, штат Калифорния, США',
    governingLaw: 'штата Калифорния',
    courts: 'судах, расположенных в штате Калифорния',
  },
};

/** The legal facts as the documents in `locale` write them; English where there is no translation. */
export function legalFactsIn(locale: string): LegalFacts {
  return { ...legal, ...translatedFacts[locale] };
}

/** An ISO date (YYYY-MM-DD) as "June 19, 2025" ("19 июня 2025 г." in Russian), independent of the reader's time zone. */
export function formatLegalDate(isoDate: string, locale = 'en'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDate}`);
  return date.toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The "last updated" line both documents show. */
export const lastUpdatedLabel = formatLegalDate(legal.lastUpdated);
