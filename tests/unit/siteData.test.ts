import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '@site/src/data/blogCategories';
import { announcement, announcementHtml } from '@site/src/data/announcement';
import { products, hero, closingActions, type CallToAction } from '@site/src/data/home';
import { footerLinks, navbarItems } from '@site/src/data/navigation';
import { notFoundLinks } from '@site/src/data/notFoundLinks';
import { readRouteContract } from '../support/routeContract';

const root = path.resolve(__dirname, '../..');
const blogTags = parse(fs.readFileSync(path.join(root, 'blog/tags.yml'), 'utf8')) as Record<
  string,
  { permalink: string }
>;
const contractRoutes = new Set(readRouteContract().map((row) => row.route));

function inContract(route: string): boolean {
  return contractRoutes.has(route) || contractRoutes.has(route.replace(/\/$/, '')) || contractRoutes.has(`${route}/`);
}

describe('blog categories', () => {
  it('lists All posts first and at most five key tags', () => {
    expect(blogCategories[0]).toEqual({ id: 'all', permalink: '/blog' });
    expect(blogCategories.length).toBeLessThanOrEqual(6);
  });

  it('links only to tags declared in blog/tags.yml', () => {
    for (const category of blogCategories.slice(1)) {
      const slug = category.permalink.replace('/blog/tags/', '');
      expect(blogTags[slug], slug).toBeDefined();
      expect(blogTags[slug]?.permalink).toBe(`/${slug}`);
    }
  });
});

describe('announcement', () => {
  // Whether the link is a page of the site is checked in announcement.test.ts, against every
  // route the sources make: the announcement may link to any page, listed in the contract or not.
  it('respects the base URL', () => {
    expect(announcementHtml(announcement, '/')).toContain(`href="${announcement.linkPath}"`);
    expect(announcementHtml(announcement, '/site/')).toContain(`href="/site${announcement.linkPath}"`);
  });

  it('escapes text so the config cannot inject markup', () => {
    const html = announcementHtml({ ...announcement, lead: '<img src=x onerror=alert(1)>' }, '/');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});

describe('internal links in data modules point at contract routes', () => {
  const signIn = 'https://console.example.org/';
  const navRoutes = JSON.stringify(navbarItems(signIn, 1)).match(/"to":"([^"]+)"/g) ?? [];
  const footerRoutes = JSON.stringify(footerLinks(signIn)).match(/"to":"([^"]+)"/g) ?? [];
  const routes: string[] = [
    ...[...navRoutes, ...footerRoutes].map((entry) => entry.slice(6, -1)),
    ...products.flatMap((product) => (product.link ? [product.link.route] : [])),
    ...([...hero.actions, ...closingActions.actions] as readonly CallToAction[]).flatMap((action) =>
      'route' in action.target ? [action.target.route] : [],
    ),
    ...notFoundLinks.map((link) => link.route),
  ];

  it('collects the routes', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it.each(routes)('%s', (route) => {
    expect(inContract(route)).toBe(true);
  });

  it('shows the language menu only with more than one locale', () => {
    expect(JSON.stringify(navbarItems(signIn, 1))).not.toContain('localeDropdown');
    expect(JSON.stringify(navbarItems(signIn, 2))).toContain('localeDropdown');
  });

  it('sends the Console button to the configured sign-in address', () => {
    expect(JSON.stringify(navbarItems(signIn, 1))).toContain(signIn);
  });
});

describe('home page data', () => {
  it('has the product family with unique ids', () => {
    const ids = products.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['dblab-engine', 'monitoring', 'checkup', 'joe-bot', 'assistant', 'consulting']),
    );
  });
});
