/**
 * Checks the facts of the form pages: events and the whitepaper (src/data/events.ts
 * and their MDX pages), and the bot and consulting landing modules that share the lead form.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventFields, eventPage, eventPages, whitepaper, whitepaperFields } from '@site/src/data/events';
import {
  assistantCapabilities,
  botDemo,
  botPage,
  botSignup,
  botSignupFields,
  botSignupPage,
} from '@site/src/data/botDemo';
import { consultingFields, consultingLanding } from '@site/src/data/consultingLanding';
import type { LeadField } from '@site/src/components/LeadForm/types';
import { readMarkdownPages, type MarkdownPage } from '../support/markdownPages';
import { readRouteContract } from '../support/routeContract';

const pagesDir = path.resolve(__dirname, '../../src/pages');

const contractRoutes = new Set(readRouteContract().map((row) => row.route));

function isContractRoute(route: string): boolean {
  return contractRoutes.has(route);
}

/** Internal links must be contract routes; external ones only go to postgresql.org. */
function expectValidLink(to: string): void {
  if (to.startsWith('https://')) {
    expect(new URL(to).hostname, to).toBe('www.postgresql.org');
  } else {
    expect(isContractRoute(to), to).toBe(true);
  }
}

/** Every string anywhere in a value, for blanket checks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

function expectFieldsWellFormed(fields: readonly (Omit<LeadField, 'label'> & { label?: string })[]): void {
  const names = fields.map((field) => field.name);
  expect(new Set(names).size).toBe(names.length);
  for (const field of fields) {
    if (field.label !== undefined) expect(field.label.trim()).not.toBe('');
    expect(field.maxLength).toBeGreaterThan(0);
    expect(field.autoComplete.trim()).not.toBe('');
  }
  const email = fields.find((field) => field.name === 'email');
  expect(email?.type).toBe('email');
  expect(email?.required).toBe(true);
  expect(email?.autoComplete).toBe('email');
}

const cyrillic = /[а-яё]/i;

/** The MDX page of a route under src/pages. */
function mdxPage(route: string): MarkdownPage {
  const page = readMarkdownPages(pagesDir).find((candidate) => `/${candidate.file.replace(/\.mdx$/, '')}` === route);
  if (!page) throw new Error(`No MDX page for ${route}`);
  return page;
}

/** Targets of the Markdown links of a page. */
function linkTargets(body: string): string[] {
  return [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** The visible prose of a page: the body without imports, comments and tags. */
function prose(body: string): string {
  return body
    .replace(/^import[\s\S]*?;$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<[^>]*>/g, ' ');
}

describe('event pages', () => {
  it('are the three event routes of the contract, each once', () => {
    expect(eventPages.map((page) => page.route).sort()).toEqual([
      '/join-database-lab-2-event',
      '/join-database-lab-2-event-ru',
      '/join-webinar-deploy-dle-ru',
    ]);
    for (const page of eventPages) expect(isContractRoute(page.route), page.route).toBe(true);
    const ids = eventPages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(eventPage('/join-webinar-deploy-dle-ru').kind).toBe('webinar');
    expect(() => eventPage('/nope')).toThrow();
  });

  it.each(eventPages.map((page) => [page.route, page] as const))(
    '%s is an MDX page whose form registers for that event',
    (route, event) => {
      const page = mdxPage(route);
      expect(page.frontMatter.layout).toBe('marketing');
      expect(String(page.frontMatter.description ?? '').length).toBeGreaterThan(50);
      expect(page.body).toContain(`route="${event.route}"`);
    },
  );

  it.each(eventPages.map((page) => [page.route] as const))('%s links only to contract routes', (route) => {
    const links = linkTargets(mdxPage(route).body);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expectValidLink(link);
  });

  it.each(eventPages.map((page) => [page.route, page] as const))(
    '%s states no session date and says it is sent by e-mail',
    (route, event) => {
      const when = /<EventFact title="(?:When|Когда)">([\s\S]*?)<\/EventFact>/.exec(mdxPage(route).body)?.[1] ?? '';
      expect(when.trim()).not.toBe('');
      expect(when).not.toMatch(/\d/);
      expect(when).toMatch(event.locale === 'ru' ? /почт/ : /e-mail/);
    },
  );

  it('writes the -ru pages in Russian and the others in English', () => {
    for (const event of eventPages) {
      expect(event.locale).toBe(event.route.endsWith('-ru') ? 'ru' : 'en');
      const page = mdxPage(event.route);
      const text = `${String(page.frontMatter.title)} ${prose(page.body)}`;
      const letters = text.match(/[a-zа-яё]/gi) ?? [];
      const share = letters.filter((letter) => cyrillic.test(letter)).length / letters.length;
      // Product names and commands stay in Latin letters on the Russian pages.
      if (event.locale === 'ru') expect(share, event.route).toBeGreaterThan(0.5);
      else expect(share, event.route).toBe(0);
    }
  });

  it('asks for name, e-mail and an optional company', () => {
    expectFieldsWellFormed(eventFields);
    expect(eventFields.map((field) => [field.name, field.required])).toEqual([
      ['name', true],
      ['email', true],
      ['company', false],
    ]);
  });
});

describe('whitepaper page', () => {
  const page = mdxPage(whitepaper.route);

  it('keeps the original route, typo included', () => {
    expect(whitepaper.route).toBe(
      '/get-whitepaper-how-to-prepare-postgreqsl-databases-for-black-friday-and-cyber-monday',
    );
    expect(isContractRoute(whitepaper.route)).toBe(true);
    expect(page.frontMatter.layout).toBe('marketing');
    expect(String(page.frontMatter.description ?? '').length).toBeGreaterThan(50);
  });

  it('covers the planned topics, each with links to contract routes or the PostgreSQL docs', () => {
    const topics = [...page.body.matchAll(/<WhitepaperTopic id="([^"]+)"[^>]*>([\s\S]*?)<\/WhitepaperTopic>/g)];
    expect(topics.map((topic) => topic[1])).toEqual([
      'capacity-planning',
      'load-and-migration-testing',
      'query-optimization',
      'connection-pooling',
      'vacuum-and-bloat',
      'monitoring-and-runbooks',
    ]);
    for (const [, id, body] of topics) {
      const links = linkTargets(body ?? '');
      expect(links.length, id).toBeGreaterThan(0);
      for (const link of links) expectValidLink(link);
    }
  });

  it('asks for name, e-mail and company, all required', () => {
    expectFieldsWellFormed(whitepaperFields);
    expect(whitepaperFields.map((field) => [field.name, field.required])).toEqual([
      ['name', true],
      ['email', true],
      ['company', true],
    ]);
  });
});

describe('bot page data', () => {
  it('has an engineer question and an assistant answer with text and SQL', () => {
    expect(botDemo.messages.map((message) => message.role)).toEqual(['engineer', 'assistant']);
    for (const message of botDemo.messages) {
      expect(message.author.trim()).not.toBe('');
      expect(message.blocks.length).toBeGreaterThan(0);
      for (const block of message.blocks) expect(block.text.trim()).not.toBe('');
    }
    const kinds = botDemo.messages[1]!.blocks.map((block) => block.kind);
    expect(kinds).toContain('code');
    expect(botDemo.caption).toMatch(/example/i);
    expect(botDemo.labels.skip).toBe('Skip animation');
  });

  it('lists the four capabilities and the two next steps', () => {
    expect(assistantCapabilities).toHaveLength(4);
    expect(strings(assistantCapabilities).join(' ')).toMatch(/GPT.*Claude.*Gemini/);
    expect(botSignup.nextSteps).toHaveLength(2);
    expect(botSignup.nextSteps[0]?.text).toMatch(/1–2 days/);
    expect(botSignup.nextSteps[1]?.text).toMatch(/community Slack/);
  });

  it('has every text filled in and links to contract routes', () => {
    for (const value of [botPage, botSignup, botSignupPage]) {
      for (const text of strings(value)) expect(text.trim()).not.toBe('');
    }
    expect(botPage.description.length).toBeGreaterThan(50);
    expect(botSignupPage.description.length).toBeGreaterThan(50);
    for (const link of botPage.links) expectValidLink(link.to);
    expectValidLink(botPage.announcementRoute);
    expectValidLink(botSignupPage.backRoute);
  });

  it('asks only for an e-mail address', () => {
    expectFieldsWellFormed(botSignupFields);
    expect(botSignupFields.map((field) => field.name)).toEqual(['email']);
  });
});

describe('consulting landing data', () => {
  it('names the clients exactly as the facts do', () => {
    expect(consultingLanding.clients).toEqual([
      'GitLab',
      'Chewy',
      'Miro',
      'ClickUp',
      'Midjourney',
      'Suno',
      'Gamma',
      'Photoroom',
      'Recall.io',
      'Gadget.dev',
      'Supabase',
    ]);
  });

  it('paraphrases three testimonials by role and company, without quotations', () => {
    expect(consultingLanding.testimonials.map((entry) => entry.company)).toEqual(['Supabase', 'Gadget', 'Cinder']);
    for (const entry of consultingLanding.testimonials) {
      expect(entry.role.trim()).not.toBe('');
      expect(entry.summary).not.toMatch(/["“”«»]/);
    }
  });

  it('has every text filled in, a real description and a link to /consulting', () => {
    for (const text of strings(consultingLanding)) expect(text.trim()).not.toBe('');
    expect(consultingLanding.description.length).toBeGreaterThan(50);
    expect(consultingLanding.consultingRoute).toBe('/consulting');
    expectValidLink(consultingLanding.consultingRoute);
    expect(consultingLanding.form.promise).toMatch(/one business day/);
    expect(consultingLanding.form.promise).toMatch(/confidential/);
  });

  it('asks for name, company, e-mail, an optional phone and a description', () => {
    expectFieldsWellFormed(consultingFields);
    expect(consultingFields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['name', 'text', true],
      ['company', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', false],
      ['description', 'textarea', true],
    ]);
  });
});
