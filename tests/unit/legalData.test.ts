import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLegalDate, lastUpdatedLabel, legal, legalFactsIn } from '@site/src/data/legal';
import { site } from '@site/src/data/site';
import { readRouteContract } from '../support/routeContract';

const pagesDir = path.resolve(__dirname, '../../src/pages');
const legalPages = ['tos.mdx', 'privacy.mdx'].map((file) => ({
  file,
  source: fs.readFileSync(path.join(pagesDir, file), 'utf8'),
}));
const contractRoutes = new Set(readRouteContract().map((row) => row.route));

describe('legal facts', () => {
  it('names the legal entity of the site, in California', () => {
    expect(legal.entity).toBe(site.legalName);
    expect(legal.entity).toBe('Nombox LLC d.b.a. PostgresAI');
    expect(legal.location).toBe('Poway, California');
    expect(legal.governingLaw).toContain('State of California');
    expect(legal.courts).toContain('California');
  });

  it('has one last-updated date, June 19, 2025', () => {
    expect(legal.lastUpdated).toBe('2025-06-19');
    expect(lastUpdatedLabel).toBe('June 19, 2025');
    expect(formatLegalDate('2021-05-26')).toBe('May 26, 2021');
    expect(() => formatLegalDate('yesterday')).toThrow();
  });

  it.each(legalPages)('$file renders the facts from the data module, not typed copies', ({ source }) => {
    expect(source).toContain("from '@site/src/data/legal'");
    expect(source).toContain('{legal.entity}');
    expect(source).toContain('{lastUpdatedLabel}');
    expect(source).not.toContain('Nombox');
    expect(source).not.toMatch(/June 19|2025-06-19|May 26/);
    expect(source).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
  });

  it('keeps the governing law in the terms and the subprocessor link in the privacy policy', () => {
    const tos = legalPages.find((page) => page.file === 'tos.mdx')?.source ?? '';
    const privacy = legalPages.find((page) => page.file === 'privacy.mdx')?.source ?? '';
    expect(tos).toContain('{legal.governingLaw}');
    expect(tos).toContain('{legal.courts}');
    expect(privacy).toContain('{legal.location}');
    expect(contractRoutes.has('/docs/platform/service-providers')).toBe(true);
    expect(privacy).toContain('](/docs/platform/service-providers)');
  });

  it('links only to routes of the contract', () => {
    for (const { file, source } of legalPages) {
      for (const match of source.matchAll(/\]\((\/[^)#\s]*)/g)) {
        expect(contractRoutes.has(match[1] ?? ''), `${file}: ${match[1]}`).toBe(true);
      }
    }
  });
});

describe('legal documents in Russian', () => {
  const ruPages = ['tos.mdx', 'privacy.mdx'].map((file) => ({
    file,
    source: fs.readFileSync(path.resolve(__dirname, '../../i18n/ru/docusaurus-plugin-content-pages', file), 'utf8'),
  }));

  it('keep the entity and the website, and write the rest of the facts in Russian', () => {
    const facts = legalFactsIn('ru');
    expect(facts.entity).toBe(legal.entity);
    expect(facts.websiteHost).toBe(legal.websiteHost);
    expect(facts.governingLaw).toMatch(/Калифорни/);
    expect(legalFactsIn('de')).toEqual(legal);
    expect(formatLegalDate(legal.lastUpdated, 'ru')).toBe('19 июня 2025 г.');
  });

  it.each(ruPages)('$file renders the facts from the data module and says the English text prevails', ({ source }) => {
    expect(source).toContain("legalFactsIn('ru')");
    expect(source).toContain('{facts.entity}');
    expect(source).toContain("{formatLegalDate(legal.lastUpdated, 'ru')}");
    expect(source, 'a translated legal document shows <EnglishPrevails /> above its text').toContain(
      '<EnglishPrevails />',
    );
    expect(source).not.toContain('Nombox');
    expect(source).not.toMatch(/19 июня|2025-06-19/);
  });
});
