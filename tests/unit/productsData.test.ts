/**
 * Facts of the product pages: routes, links, calls to action, prices,
 * diagrams and examples. The prose lives in the MDX pages and may change
 * freely; these tests read the pages only for the facts they pass on.
 */
import { describe, expect, it } from 'vitest';
import {
  dblabPricingNote,
  dblabRepositoryCard,
  getDiagram,
  getProduct,
  joeSampleExchange,
  maskingRulesSql,
  productDiagrams,
  products,
  type Illustration,
  type ProductSlug,
} from '@site/src/data/products';
import { awsMarketplaceUrl, formatUsd, standardEdition } from '@site/src/data/pricing';
import { mailtoLink, teamEmail } from '@site/src/data/contacts';
import type { CallToAction } from '@site/src/data/callToAction';
import { listBox, smallBox, wideBox, wrapText } from '@site/src/pages/products/_components/Diagram/layout';
import { siteEnvDefaults } from '@site/src/config/siteEnv';
import { readRouteContract } from '../support/routeContract';
import { placeholderPattern } from '../support/markdownPages';
import {
  firstAttribute,
  internalLinks,
  readProductPages,
  routeOfProductFile,
  tagAttributes,
} from '../support/productPages';

const contract = readRouteContract();
const docRoutes = new Set(contract.filter((row) => row.kind === 'doc').map((row) => row.route));
const servedRoutes = new Set(contract.filter((row) => row.kind !== 'redirect-from').map((row) => row.route));
const productRoutes = contract.filter((row) => row.route.startsWith('/products/')).map((row) => row.route);
const pages = readProductPages();

/** The chat commands that the Joe Bot fact sheet lists. */
const joeCommands = new Set(['help', 'explain', 'plan', 'exec', 'activity', 'terminate', 'reset', 'hypo']);

function pageOf(slug: ProductSlug) {
  const page = pages.find((candidate) => candidate.route === getProduct(slug).route);
  if (!page) throw new Error(`No MDX page for ${slug}`);
  return page;
}

function hrefs(actions: readonly CallToAction[]): string[] {
  return actions.flatMap((action) => ('href' in action.target ? [action.target.href] : []));
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

describe('product pages', () => {
  it('has one product entry and one MDX page for each of the nine product routes of the contract', () => {
    expect(productRoutes).toHaveLength(9);
    expect(products.map((p) => p.route).sort()).toEqual([...productRoutes].sort());
    expect(pages.map((page) => page.route).sort()).toEqual([...productRoutes].sort());
  });

  it('maps page files to routes the way Docusaurus serves them', () => {
    expect(routeOfProductFile('joe.mdx')).toBe('/products/joe');
    expect(routeOfProductFile('dblab_engine/index.mdx')).toBe('/products/dblab_engine/');
  });

  it('has unique slugs and routes', () => {
    for (const key of ['slug', 'route'] as const) {
      const values = products.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('gives every page a title, a description and a full-width frame showing its own product', () => {
    for (const product of products) {
      const page = pageOf(product.slug);
      const where = `src/pages/products/${page.file}`;
      expect(String(page.frontMatter.title ?? '').trim(), `${where}: add a title to the front matter`).not.toBe('');
      expect(
        String(page.frontMatter.description ?? '').trim(),
        `${where}: add a description to the front matter`,
      ).not.toBe('');
      expect(page.frontMatter.layout, `${where}: the front matter needs "layout: marketing"`).toBe('marketing');
      expect(
        firstAttribute(page.body, 'ProductPage', 'slug'),
        `${where}: <ProductPage slug="…"> should name this page's product`,
      ).toBe(product.slug);
      expect(tagAttributes(page.body, 'ProductHero'), `${where}: write exactly one <ProductHero>`).toHaveLength(1);
    }
    const titles = pages.map((page) => page.frontMatter.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has no placeholder text', () => {
    for (const page of pages) expect(page.body, page.file).not.toMatch(placeholderPattern);
  });

  it('links docs only to doc routes of the contract, each once per page', () => {
    for (const page of pages) {
      const docs = tagAttributes(page.body, 'DocLink').map((attributes) => attributes.to ?? '');
      expect(docs.length, page.file).toBeGreaterThanOrEqual(2);
      for (const route of docs) {
        expect(
          docRoutes.has(route),
          `src/pages/products/${page.file}: <DocLink to="${route}"> should point to a doc page listed in tests/contract/routes.tsv; check the path`,
        ).toBe(true);
      }
      expect(new Set(docs).size, `src/pages/products/${page.file}: a doc is listed twice under <ProductDocs>`).toBe(
        docs.length,
      );
    }
  });

  it('points every internal link at a route the contract serves', () => {
    const targets = [
      ...pages.flatMap((page) => internalLinks(page.body).map((route) => ({ file: page.file, route }))),
      ...products.flatMap((p) =>
        p.actions.flatMap((action) => ('route' in action.target ? [{ file: p.slug, route: action.target.route }] : [])),
      ),
      { file: 'pricing note', route: dblabPricingNote.route },
      { file: 'repository card', route: dblabRepositoryCard.docsRoute },
    ];
    for (const { file, route } of targets) {
      const message = `${file}: the link to ${route} points to no page of the route contract; check the path`;
      expect(servedRoutes.has(route), message).toBe(true);
      if (route.startsWith('/docs/') && route !== '/docs/') expect(docRoutes.has(route), message).toBe(true);
    }
  });

  it('uses only known external addresses', () => {
    const external = [
      ...products.flatMap((p) => hrefs(p.actions)),
      dblabRepositoryCard.url,
      dblabRepositoryCard.gitlabUrl,
      dblabRepositoryCard.slackUrl,
      dblabRepositoryCard.contributingUrl,
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
    expect(dblabPricingNote.price).toBe(formatUsd(standardEdition.startingMonthlyUsd));
    expect(getProduct('dblab-engine').actions.map((a) => a.target)).toContainEqual({ route: '/products/how-it-works' });
    expect(getProduct('data-masking').actions.map((a) => a.target)).toContainEqual({ route: '/resources/' });
  });

  it('sends the contact calls to action of monitoring and upgrades to the team inbox, and marks both', () => {
    for (const slug of ['postgres-ai-monitoring', 'postgres-ai-zdu'] as const) {
      const [primary] = getProduct(slug).actions;
      expect(primary && 'href' in primary.target ? primary.target.href : '', slug).toMatch(
        new RegExp(`^mailto:${teamEmail.replace('.', '\\.')}\\?subject=`),
      );
      expect(firstAttribute(pageOf(slug).body, 'ProductHero', 'status'), slug).toBeTruthy();
    }
    expect(hrefs(getProduct('postgres-ai-zdu').actions)).toContain(
      mailtoLink('Zero-downtime upgrades: preview access'),
    );
    expect(tagAttributes(pageOf('postgres-ai-monitoring').body, 'DocLink').map((d) => d.to)).toContain(
      '/docs/monitoring',
    );
  });

  it('types no price and no e-mail address outside pricing.ts and contacts.ts', () => {
    for (const page of pages) {
      const typed = /\$\s?\d[\d,.]*|\d\s?USD|[\w.+-]+@[\w-]+\.[\w.]+/.exec(page.body)?.[0];
      expect(
        typed,
        `src/pages/products/${page.file}: "${typed}" is typed into the page; import prices from src/data/pricing.ts and addresses from src/data/contacts.ts`,
      ).toBeUndefined();
    }
  });

  it('chains the product tour with "next" links as the scope names them', () => {
    const chain: ProductSlug[] = [
      'how-it-works',
      'database-migration-testing',
      'joe',
      'realistic-test-environments',
      'data-masking',
    ];
    for (const [index, slug] of chain.entries()) {
      const next = tagAttributes(pageOf(slug).body, 'NextPage');
      const following = chain[index + 1];
      const expected = following ? [getProduct(following).route] : [];
      expect(
        next.map((attributes) => attributes.to),
        `${slug}: the page's <NextPage> should lead to ${expected[0] ?? 'nowhere (the tour ends here)'}`,
      ).toEqual(expected);
    }
    const withNext = products.filter((p) => tagAttributes(pageOf(p.slug).body, 'NextPage').length > 0);
    expect(withNext.map((p) => p.slug)).toEqual(chain.slice(0, -1));
  });

  it('draws one diagram per page, each named once, with text that fits its boxes', () => {
    const named = pages.flatMap((page) => tagAttributes(page.body, 'Steps').flatMap((steps) => steps.diagram ?? []));
    expect(named.sort()).toEqual(productDiagrams.map((d) => d.id).sort());
    const ids = productDiagrams.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(getDiagram(id).id).toBe(id);
    for (const diagram of productDiagrams as readonly Illustration[]) {
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
    const commands = joeSampleExchange.flatMap((m) => (m.author === 'engineer' && m.command ? [m.command] : []));
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      expect(joeCommands.has(command.split(' ')[0] ?? ''), command).toBe(true);
    }
    const joeReplies = joeSampleExchange.filter((m) => m.author === 'joe');
    expect(joeReplies.every((m) => (m.text ?? '') !== '' || (m.output ?? []).length > 0)).toBe(true);
  });

  it('shows a masking example with one row per column and real security-label rules for its columns', () => {
    const columns = tagAttributes(pageOf('data-masking').body, 'MaskingRow').map((row) => row.column ?? '');
    expect(columns.length).toBeGreaterThanOrEqual(3);
    expect(new Set(columns).size).toBe(columns.length);
    const rules = maskingRulesSql.join('\n');
    expect(rules).toMatch(/^security label for anon on column/m);
    for (const [, column] of rules.matchAll(/on column customers\.(\w+)/g)) {
      expect(columns, `rule for ${column}`).toContain(column);
    }
  });

  it('points the repository card at the repository whose stars the site counts', () => {
    expect(dblabRepositoryCard.name).toBe(siteEnvDefaults.githubRepo);
    expect(dblabRepositoryCard.url).toBe(`https://github.com/${dblabRepositoryCard.name}`);
  });
});
