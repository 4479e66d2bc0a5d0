/**
 * Facts of the case studies (src/data/caseStudies.ts) and how they meet the
 * MDX pages that tell each story (src/pages/resources/case-studies/<slug>.mdx).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies, formatCaseStudyDate, getCaseStudy } from '@site/src/data/caseStudies';
import { readMarkdownPages } from '../support/markdownPages';
import { readRouteContract } from '../support/routeContract';

const contract = readRouteContract();
const pages = new Set(contract.filter((row) => row.kind === 'page').map((row) => row.route));
const caseStudyPages = readMarkdownPages(path.resolve(__dirname, '../../src/pages/resources/case-studies'));

describe('case studies', () => {
  it('lists GitLab, CDEK and Qiwi once each', () => {
    const slugs = caseStudies.map((study) => study.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(['cdek', 'gitlab', 'qiwi']);
  });

  it.each(caseStudies.map((study) => [study.slug, study]))('%s has its route, facts and figures', (slug, study) => {
    expect(study.route).toBe(`/resources/case-studies/${slug}`);
    expect(pages.has(study.route), study.route).toBe(true);
    expect(study.companyFacts.length).toBeGreaterThan(0);
    expect(study.figures.length).toBeGreaterThanOrEqual(3);
    for (const figure of study.figures) {
      expect(figure.value.trim()).not.toBe('');
      expect(figure.label.trim()).not.toBe('');
    }
    expect(getCaseStudy(study.slug)).toBe(study);
  });

  it('states the figures the case studies report', () => {
    const values = (slug: 'gitlab' | 'cdek' | 'qiwi') => getCaseStudy(slug).figures.map((figure) => figure.value);
    expect(values('gitlab')).toEqual(expect.arrayContaining(['12 TiB', '60k–80k', '150+']));
    expect(values('cdek')).toEqual(expect.arrayContaining(['360k', '100+', '3 weeks', '50+']));
    expect(values('qiwi')).toEqual(expect.arrayContaining(['10', '6+ TB', '~1 min', '50+']));
  });

  it('has one MDX page per listed case study, and no page without a listing entry', () => {
    const files = caseStudyPages.map((page) => page.file).sort();
    expect(files).toEqual(caseStudies.map((study) => `${study.slug}.mdx`).sort());
    for (const page of caseStudyPages) {
      const slug = page.file.replace(/\.mdx$/, '');
      expect(page.body, page.file).toContain(`<CaseStudyPage slug="${slug}">`);
      expect(page.frontMatter.layout, page.file).toBe('marketing');
    }
  });

  it.each(caseStudies.map((study) => [study.slug, study]))(
    '%s links only to product pages of the contract',
    (_, study) => {
      expect(study.relatedProducts.length).toBeGreaterThan(0);
      for (const product of study.relatedProducts) {
        expect(product.route).toMatch(/^\/products\//);
        expect(pages.has(product.route), product.route).toBe(true);
      }
    },
  );

  it.each(caseStudyPages.map((page) => [page.file, page]))(
    '%s reports the engineer by role, paraphrased rather than quoted',
    (_, page) => {
      const report = /<CaseStudyReport role="([^"]*)">([\s\S]*?)<\/CaseStudyReport>/.exec(page.body);
      expect(report, 'a CaseStudyReport section').not.toBeNull();
      expect(report?.[1]).toMatch(/^(an?|the) /);
      expect(report?.[2]).not.toMatch(/["“”«»]|<blockquote|<q>|^>/m);
    },
  );

  it('dates only what the original stated (GitLab), as an ISO date', () => {
    expect(getCaseStudy('gitlab').date).toBe('2021-06-18');
    expect(getCaseStudy('cdek').date).toBeUndefined();
    expect(getCaseStudy('qiwi').date).toBeUndefined();
  });

  it('does not link the unavailable PDF downloads', () => {
    expect(JSON.stringify(caseStudies)).not.toMatch(/\.pdf|\/download\//);
    for (const page of caseStudyPages) expect(page.body, page.file).not.toMatch(/\.pdf|\/download\//);
  });
});

it('formats the publication date without depending on the time zone', () => {
  expect(formatCaseStudyDate('2021-06-18')).toBe('18 June 2021');
  expect(formatCaseStudyDate('2021-06-18', 'ru'), 'the Russian page writes the month in Russian').toBe('18 июня 2021');
});
