import { describe, expect, it } from 'vitest';
import {
  dblabPricingNote,
  dblabRepositoryCard,
  getProduct,
  joeSampleExchange,
  maskingExample,
  products,
  type Illustration,
  type Product,
  type ProductPoint,
} from '@site/src/data/products';
import { awsMarketplaceUrl, formatUsd, standardEdition } from '@site/src/data/pricing';
import { mailtoLink, teamEmail } from '@site/src/data/contacts';
import type { CallToAction } from '@site/src/data/callToAction';
import { listBox, smallBox, wideBox, wrapText } from '@site/src/pages/products/_components/Diagram/layout';
import { siteEnvDefaults } from '@site/src/config/siteEnv';
import { readRouteContract } from '../support/routeContract';

const contract = readRouteContract();
const docRoutes = new Set(contract.filter((row) => row.kind === 'doc').map((row) => row.route));
const servedRoutes = new Set(contract.filter((row) => row.kind !== 'redirect-from').map((row) => row.route));
const productRoutes = contract.filter((row) => row.route.startsWith('/products/')).map((row) => row.route);

/** The chat commands that the Joe Bot fact sheet lists. */
const joeCommands = new Set(['help', 'explain', 'plan', 'exec', 'activity', 'terminate', 'reset', 'hypo']);

function pointsOf(product: Product): ProductPoint[] {
  return [
    ...(product.highlights ?? []),
    ...product.problem.items,
    ...product.solution.steps,
    ...product.capabilities.items,
    ...(product.sections ?? []).flatMap((section) => section.items),
  ];
}

function routeTargets(product: Product): string[] {
  return [
    ...pointsOf(product).flatMap((point) => (point.link ? [point.link.to] : [])),
    ...product.actions.flatMap((action) => ('route' in action.target ? [action.target.route] : [])),
    ...(product.next ? [product.next.route] : []),
  ];
}

function hrefs(actions: readonly CallToAction[]): string[] {
  return actions.flatMap((action) => ('href' in action.target ? [action.target.href] : []));
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function diagramNodes(diagram: Illustration) {
  switch (diagram.kind) {
    case 'flow':
      return diagram.nodes.map((node) => ({ node, budget: wideBox }));
    case 'fanOut':
      return [
        { node: diagram.source, budget: listBox },
        { node: diagram.hub, budget: wideBox },
        ...diagram.targets.map((node) => ({ node, budget: listBox })),
      ];
    case 'architecture':
      return [
        { node: diagram.source, budget: wideBox },
        { node: diagram.engine, budget: wideBox },
        { node: diagram.platform, budget: wideBox },
        ...diagram.clones.map((node) => ({ node, budget: smallBox })),
      ];
  }
}

describe('products data', () => {
  it('has one entry for each of the nine product routes of the contract', () => {
    expect(productRoutes).toHaveLength(9);
    expect(products.map((p) => p.route).sort()).toEqual([...productRoutes].sort());
  });

  it('has unique slugs, routes and document titles', () => {
    for (const key of ['slug', 'route', 'title', 'headline'] as const) {
      const values = products.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('fills every required field of every entry', () => {
    for (const p of products) {
      for (const text of [p.name, p.title, p.headline, p.lead, p.problem.title, p.problem.intro]) {
        expect(text.trim(), p.slug).not.toBe('');
      }
      expect(p.description.length, p.slug).toBeGreaterThan(50);
      expect(p.description.length, p.slug).toBeLessThanOrEqual(200);
      expect(p.problem.items.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.solution.steps.length, p.slug).toBeGreaterThanOrEqual(3);
      expect(p.capabilities.items.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.docs.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.actions.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.closing.title.trim() && p.closing.text.trim(), p.slug).toBeTruthy();
      for (const point of pointsOf(p)) {
        expect(point.title.trim(), p.slug).not.toBe('');
        expect(point.text.trim(), `${p.slug}: ${point.title}`).not.toBe('');
      }
    }
  });

  it('has no placeholder text', () => {
    const text = allStrings([products, joeSampleExchange, maskingExample, dblabRepositoryCard]).join('\n');
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder/i);
  });

  it('keeps card titles unique within each list (they are React keys)', () => {
    for (const p of products) {
      const lists = [
        p.highlights ?? [],
        p.problem.items,
        p.solution.steps,
        p.capabilities.items,
        ...(p.sections ?? []).map((s) => s.items),
      ];
      for (const list of lists) {
        const titles = list.map((item) => item.title);
        expect(new Set(titles).size, p.slug).toBe(titles.length);
      }
      const labels = p.actions.map((action) => action.label);
      expect(new Set(labels).size, p.slug).toBe(labels.length);
    }
  });

  it('links docs only to doc routes of the contract', () => {
    for (const p of products) {
      for (const doc of p.docs) {
        expect(docRoutes.has(doc.route), `${p.slug}: ${doc.route}`).toBe(true);
        expect(doc.label.trim() && doc.text.trim(), doc.route).toBeTruthy();
      }
      expect(new Set(p.docs.map((d) => d.route)).size, p.slug).toBe(p.docs.length);
    }
  });

  it('points every internal link at a route the contract serves', () => {
    const targets = [
      ...products.flatMap(routeTargets),
      dblabPricingNote.link.route,
      ...dblabRepositoryCard.links.flatMap((link) => ('route' in link ? [link.route] : [])),
    ];
    for (const target of targets) {
      expect(servedRoutes.has(target), target).toBe(true);
      if (target.startsWith('/docs/') && target !== '/docs/') expect(docRoutes.has(target), target).toBe(true);
    }
  });

  it('uses only known external addresses', () => {
    const external = [
      ...products.flatMap((p) => hrefs(p.actions)),
      dblabRepositoryCard.url,
      dblabRepositoryCard.gitlab.url,
      ...dblabRepositoryCard.links.flatMap((link) => ('href' in link ? [link.href] : [])),
    ];
    for (const href of external) {
      expect(href, href).toMatch(
        /^(mailto:|https:\/\/(github\.com\/postgres-ai\/|gitlab\.com\/postgres-ai\/|slack\.postgres\.ai\/|aws\.dblab\.dev\/))/,
      );
    }
  });

  it('gives the DBLab pages the console and AWS Marketplace calls to action and the SE price', () => {
    const dblabFamily = products.filter((p) => p.showsPricing);
    expect(dblabFamily.map((p) => p.slug)).toEqual([
      'dblab-engine',
      'how-it-works',
      'database-migration-testing',
      'joe',
      'realistic-test-environments',
      'data-masking',
    ]);
    for (const p of dblabFamily) {
      expect(p.actions[0], p.slug).toEqual({
        label: 'Get started in 3 minutes',
        target: { setting: 'signInUrl' },
        variant: 'primary',
      });
      expect(hrefs(p.actions), p.slug).toContain(awsMarketplaceUrl);
    }
    expect(dblabPricingNote.text).toContain(formatUsd(standardEdition.startingMonthlyUsd));
    expect(getProduct('dblab-engine').actions.map((a) => a.target)).toContainEqual({ route: '/products/how-it-works' });
    expect(getProduct('data-masking').actions.map((a) => a.target)).toContainEqual({ route: '/resources/' });
  });

  it('sends the contact calls to action of monitoring and upgrades to the team inbox', () => {
    expect(getProduct('postgres-ai-zdu').status?.label).toMatch(/preview/i);
    expect(getProduct('postgres-ai-monitoring').status?.text).toMatch(/Apache 2\.0/);
    for (const slug of ['postgres-ai-monitoring', 'postgres-ai-zdu'] as const) {
      const p = getProduct(slug);
      const [primary] = p.actions;
      expect(primary && 'href' in primary.target ? primary.target.href : '', slug).toMatch(
        new RegExp(`^mailto:${teamEmail.replace('.', '\\.')}\\?subject=`),
      );
    }
    expect(hrefs(getProduct('postgres-ai-zdu').actions)).toContain(
      mailtoLink('Zero-downtime upgrades: preview access'),
    );
    expect(getProduct('postgres-ai-zdu').status?.text).toMatch(/select enterprise customers/);
    expect(getProduct('postgres-ai-monitoring').docs.map((d) => d.route)).toContain('/docs/monitoring');
  });

  it('types no price and no e-mail address outside pricing.ts and contacts.ts', () => {
    const text = allStrings([products, joeSampleExchange, maskingExample, dblabRepositoryCard]).filter(
      (s) => !s.startsWith('mailto:'),
    );
    for (const s of text) {
      expect(s, s).not.toMatch(/\$\s?\d|\d\s?USD|[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it('chains the product tour with "next" links as the scope names them', () => {
    const chain = ['how-it-works', 'database-migration-testing', 'joe', 'realistic-test-environments', 'data-masking'];
    for (let i = 0; i < chain.length - 1; i++) {
      const current = getProduct(chain[i] as Product['slug']);
      const next = getProduct(chain[i + 1] as Product['slug']);
      expect(current.next?.route, current.slug).toBe(next.route);
      expect(current.next?.label, current.slug).toMatch(/^Next: /);
    }
    const withNext = products.filter((p) => p.next).map((p) => p.slug);
    expect(withNext).toEqual(chain.slice(0, -1));
  });

  it('describes every diagram, with ids unique across the site and text that fits its boxes', () => {
    const diagrams = products.flatMap((p) => (p.solution.illustration ? [p.solution.illustration] : []));
    expect(diagrams.length).toBe(products.length);
    const ids = diagrams.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const diagram of diagrams) {
      expect(diagram.title.trim(), diagram.id).not.toBe('');
      expect(diagram.description.length, diagram.id).toBeGreaterThan(50);
      for (const { node, budget } of diagramNodes(diagram)) {
        const labelLines = wrapText(node.label, budget.labelChars);
        const detailLines = node.detail ? wrapText(node.detail, budget.detailChars) : [];
        expect(labelLines.length, `${diagram.id}: ${node.label}`).toBeLessThanOrEqual(2);
        expect(detailLines.length, `${diagram.id}: ${node.detail}`).toBeLessThanOrEqual(3);
        for (const line of labelLines) expect(line.length, line).toBeLessThanOrEqual(budget.labelChars);
        for (const line of detailLines) expect(line.length, line).toBeLessThanOrEqual(budget.detailChars);
      }
    }
  });

  it('wraps diagram text at word boundaries', () => {
    expect(wrapText('one full-size copy and snapshots on ZFS', 20)).toEqual([
      'one full-size copy',
      'and snapshots on ZFS',
    ]);
    expect(wrapText('', 10)).toEqual([]);
    expect(wrapText('pg_stat_statements', 5)).toEqual(['pg_stat_statements']);
  });

  it('uses only Joe Bot commands from the fact sheet in the sample session', () => {
    const commands = joeSampleExchange.messages.flatMap((m) =>
      m.author === 'engineer' && m.command ? [m.command] : [],
    );
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      expect(joeCommands.has(command.split(' ')[0] ?? ''), command).toBe(true);
    }
    expect(joeSampleExchange.caption).toMatch(/illustration/i);
    const joeReplies = joeSampleExchange.messages.filter((m) => m.author === 'joe');
    expect(joeReplies.every((m) => (m.text ?? '') !== '' || (m.output ?? []).length > 0)).toBe(true);
  });

  it('shows a masking example with one row per column and real security-label rules', () => {
    const columns = maskingExample.rows.map((row) => row.column);
    expect(new Set(columns).size).toBe(columns.length);
    expect(maskingExample.sql.join('\n')).toMatch(/^security label for anon on column/m);
  });

  it('points the repository card at the repository whose stars the site counts', () => {
    expect(dblabRepositoryCard.name).toBe(siteEnvDefaults.githubRepo);
    expect(dblabRepositoryCard.url).toBe(`https://github.com/${dblabRepositoryCard.name}`);
  });
});
