import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoursPerMonth, priceTableQuery, standardEdition } from '@site/src/data/pricing';
import { billingFacts, planComparison, plans, type PlanId } from '@site/src/data/pricingPlans';
import { priceTableSnapshot } from '@site/src/data/priceTableSnapshot';
import { communitySlackUrl, engineIssuesUrl, teamEmail } from '@site/src/data/contacts';
import { contactChannels, knowledgeBaseLinks } from '@site/src/data/contactChannels';
import { formatMonthly } from '@site/src/components/PriceTable/loadPriceTable';
import {
  planAction,
  priceTableActions,
  pricingQuestionsActions,
} from '@site/src/pages/pricing/_components/pricingActions';
import type { CallToAction } from '@site/src/data/callToAction';
import { readRouteContract } from '../support/routeContract';

const root = path.resolve(__dirname, '../..');
const contractRoutes = new Set(readRouteContract().map((row) => row.route));
const planIds = plans.map((plan) => plan.id);

function expectUnique(values: readonly string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

function routesOf(actions: readonly CallToAction[]): string[] {
  return actions.flatMap((action) => ('route' in action.target ? [action.target.route] : []));
}

describe('plans', () => {
  it('has the three plans in order, each complete', () => {
    expect(planIds).toEqual<PlanId[]>(['standard', 'booster', 'enterprise']);
    for (const plan of plans) {
      for (const text of [plan.name, plan.edition, plan.summary, plan.price.headline, plan.price.detail]) {
        expect(text.trim(), plan.id).not.toBe('');
      }
      expect(plan.features.length, plan.id).toBeGreaterThan(0);
      expectUnique(plan.features);
    }
  });

  it('sends Standard to the Console and the other plans to a pricing e-mail', () => {
    const [standard, booster, enterprise] = plans.map(planAction);
    expect(standard?.target).toEqual({ setting: 'signInUrl' });
    expect(booster?.target).toEqual({
      href: `mailto:${teamEmail}?subject=DBLab%20pricing%3A%20%22Booster%22%20add-on`,
    });
    expect(enterprise?.target).toEqual({ href: `mailto:${teamEmail}?subject=DBLab%20pricing%3A%20Enterprise` });
    expect([booster?.label, enterprise?.label]).toEqual(['Contact us', 'Contact us']);
  });
});

describe('plan comparison', () => {
  it('has unique features, a value or null for every plan, and something in each row', () => {
    expectUnique(planComparison.map((row) => row.id));
    for (const row of planComparison) {
      expect(row.feature.trim()).not.toBe('');
      expect(Object.keys(row.values).sort()).toEqual([...planIds].sort());
      for (const value of Object.values(row.values)) {
        if (value !== null) expect(value.trim(), row.feature).not.toBe('');
      }
      expect(
        Object.values(row.values).some((value) => value !== null),
        row.feature,
      ).toBe(true);
    }
  });

  it('takes figures from the plan constants', () => {
    const size = planComparison.find((row) => row.id === 'size');
    expect(size?.values.standard).toBe(`Up to ${standardEdition.maxDatabaseSizeGiB} GiB`);
    const price = planComparison.find((row) => row.id === 'price');
    expect(price?.values.standard).toContain(`$${standardEdition.startingMonthlyUsd}`);
  });
});

describe('billing facts', () => {
  it('has unique ids and complete entries with https links', () => {
    expectUnique(billingFacts.map((fact) => fact.id));
    for (const fact of billingFacts) {
      expect(fact.id).toMatch(/^[a-z0-9-]+$/);
      expect(fact.title.trim()).not.toBe('');
      expect(fact.text.length, fact.id).toBeGreaterThan(40);
      if (fact.link) {
        expect(fact.link.label.trim()).not.toBe('');
        expect(new URL(fact.link.href).protocol).toBe('https:');
      }
    }
  });
});

describe('SE price table', () => {
  it('queries the GCP catalogue ordered by size', () => {
    expect(priceTableQuery).toBe(
      'cloud_instances?cloud_provider=eq.gcp&only_in_regions=ov.%7Ball,northamerica-northeast1%7D&order=vcpus.asc,ram_gib.asc',
    );
  });

  it('bundles only the published starting price, dated', () => {
    expect(priceTableSnapshot.asOf).toBe('2025-11-13');
    expect(Number.isNaN(Date.parse(priceTableSnapshot.asOf))).toBe(false);
    expect(priceTableSnapshot.note.trim()).not.toBe('');
    expect(priceTableSnapshot.rows).toHaveLength(1);
    const [row] = priceTableSnapshot.rows;
    expect(row).toMatchObject({ vcpus: null, ramGiB: null, currency: 'USD', startingFrom: true });
    expect(row?.hourly).toBeCloseTo(standardEdition.startingMonthlyUsd / hoursPerMonth, 10);
    expect(row && formatMonthly(row)).toBe(`$${standardEdition.startingMonthlyUsd}.00`);
  });
});

describe('contact channels', () => {
  it('lists Slack, e-mail and issues with the shared addresses', () => {
    expect(contactChannels.map((channel) => channel.id)).toEqual(['slack', 'email', 'issues']);
    const href = Object.fromEntries(contactChannels.map((channel) => [channel.id, channel.action.href]));
    expect(href).toEqual({ slack: communitySlackUrl, email: `mailto:${teamEmail}`, issues: engineIssuesUrl });
    for (const channel of contactChannels) {
      expect(channel.title.trim()).not.toBe('');
      expect(channel.text.trim()).not.toBe('');
      expect(channel.action.label.trim()).not.toBe('');
    }
  });

  it('links the knowledge base to contract routes', () => {
    expectUnique(knowledgeBaseLinks.map((link) => link.id));
    expect(knowledgeBaseLinks.map((link) => link.route)).toEqual(['/docs/', '/docs/questions-and-answers']);
    for (const link of knowledgeBaseLinks) {
      expect(contractRoutes.has(link.route), link.route).toBe(true);
      expect(link.title.trim()).not.toBe('');
      expect(link.text.trim()).not.toBe('');
    }
  });
});

describe('pricing page links', () => {
  it('point at contract routes', () => {
    const routes = [
      ...routesOf(priceTableActions('/pricing/')),
      ...routesOf(priceTableActions('/pricing/table/')),
      ...routesOf(pricingQuestionsActions),
    ];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(contractRoutes.has(route), route).toBe(true);
  });

  it('the price table CTA goes to the Console', () => {
    expect(priceTableActions('/pricing/')[0]).toMatchObject({
      label: 'Set up in minutes',
      target: { setting: 'signInUrl' },
    });
  });
});

describe('page sources', () => {
  const folders = ['src/pages/pricing', 'src/pages/contact', 'src/components/PriceTable'];
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .map((file) => path.join(folder, file)),
  );

  it('type no prices or e-mail addresses (they come from src/data)', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(source, file).not.toMatch(/\$\s?\d/);
      expect(source, file).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i);
    }
  });
});
