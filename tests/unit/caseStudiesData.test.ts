import { describe, expect, it } from 'vitest';
import { caseStudies, caseStudyActions, formatCaseStudyDate, getCaseStudy } from '@site/src/data/caseStudies';
import { readRouteContract } from '../support/routeContract';

const contract = readRouteContract();
const pages = new Set(contract.filter((row) => row.kind === 'page').map((row) => row.route));

describe('case studies', () => {
  it('lists GitLab, CDEK and Qiwi once each', () => {
    const slugs = caseStudies.map((study) => study.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(['cdek', 'gitlab', 'qiwi']);
  });

  it.each(caseStudies.map((study) => [study.slug, study]))('%s has complete content', (slug, study) => {
    expect(study.route).toBe(`/resources/case-studies/${slug}`);
    expect(pages.has(study.route), study.route).toBe(true);
    for (const text of [study.customer, study.industry, study.headline, study.summary]) {
      expect(text.trim()).not.toBe('');
    }
    expect(study.description.length).toBeGreaterThan(50);
    expect(study.companyFacts.length).toBeGreaterThan(0);
    expect(study.figures.length).toBeGreaterThanOrEqual(3);
    for (const figure of study.figures) {
      expect(figure.value.trim()).not.toBe('');
      expect(figure.label.trim()).not.toBe('');
    }
    expect(study.challenge.intro.trim()).not.toBe('');
    expect(study.challenge.points.length).toBeGreaterThan(0);
    expect(study.solution.intro.trim()).not.toBe('');
    expect(study.solution.points.length).toBeGreaterThan(0);
    expect(study.results.length).toBeGreaterThan(0);
    expect(getCaseStudy(study.slug)).toBe(study);
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

  it.each(caseStudies.map((study) => [study.slug, study]))(
    '%s reports the engineer by role, paraphrased rather than quoted',
    (_, study) => {
      expect(study.engineerReport.role).toMatch(/^(an?|the) /);
      expect(study.engineerReport.paraphrase).not.toMatch(/["“”«»]/);
    },
  );

  it('dates only what the original stated (GitLab), as an ISO date', () => {
    expect(getCaseStudy('gitlab').date).toBe('2021-06-18');
    expect(getCaseStudy('cdek').date).toBeUndefined();
    expect(getCaseStudy('qiwi').date).toBeUndefined();
  });

  it('ends with the Console and the contact page', () => {
    const targets = caseStudyActions.map((action) => action.target);
    expect(targets).toContainEqual({ setting: 'signInUrl' });
    expect(targets).toContainEqual({ route: '/contact/' });
    expect(pages.has('/contact/')).toBe(true);
  });

  it('does not link the unavailable PDF downloads', () => {
    expect(JSON.stringify(caseStudies)).not.toMatch(/\.pdf|\/download\//);
  });
});

it('formats the publication date without depending on the time zone', () => {
  expect(formatCaseStudyDate('2021-06-18')).toBe('18 June 2021');
});
