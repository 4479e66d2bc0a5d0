/**
 * Checks the data of the form pages: events and the whitepaper (src/data/events.ts),
 * and the bot and consulting landing modules that share the lead form.
 */
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
import { readRouteContract } from '../support/routeContract';

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

function expectFieldsWellFormed(fields: readonly LeadField[]): void {
  const names = fields.map((field) => field.name);
  expect(new Set(names).size).toBe(names.length);
  for (const field of fields) {
    expect(field.label.trim()).not.toBe('');
    expect(field.maxLength).toBeGreaterThan(0);
    expect(field.autoComplete.trim()).not.toBe('');
  }
  const email = fields.find((field) => field.name === 'email');
  expect(email?.type).toBe('email');
  expect(email?.required).toBe(true);
  expect(email?.autoComplete).toBe('email');
}

const cyrillic = /[а-яё]/i;

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

  it.each(eventPages.map((page) => [page.route, page] as const))('%s has every text filled in', (_route, page) => {
    for (const text of strings(page)) expect(text.trim(), JSON.stringify(page.id)).not.toBe('');
    expect(page.meta.description.length).toBeGreaterThan(50);
    expect(page.about.length).toBeGreaterThan(0);
    expect(page.topics.length).toBeGreaterThan(2);
    expect(page.audience.length).toBeGreaterThan(1);
    const topicTitles = page.topics.map((topic) => topic.title);
    expect(new Set(topicTitles).size).toBe(topicTitles.length);
  });

  it.each(eventPages.map((page) => [page.route, page] as const))('%s links only to contract routes', (_route, page) => {
    expect(page.links.length).toBeGreaterThan(0);
    for (const link of page.links) expectValidLink(link.to);
  });

  it.each(eventPages.map((page) => [page.route, page] as const))(
    '%s states no session date and says it is sent by e-mail',
    (_route, page) => {
      expect(page.facts.when.text).not.toMatch(/\d/);
      const mail = page.locale === 'ru' ? /почт/ : /e-mail/;
      expect(page.facts.when.text).toMatch(mail);
    },
  );

  it('writes the -ru pages in Russian and the others in English', () => {
    for (const page of eventPages) {
      expect(page.locale).toBe(page.route.endsWith('-ru') ? 'ru' : 'en');
      const visible = [page.heading, page.lead, page.form.title, page.form.submitLabel, page.form.successText];
      for (const text of visible) expect(cyrillic.test(text), text).toBe(page.locale === 'ru');
    }
    for (const field of eventFields.ru) expect(cyrillic.test(field.label), field.label).toBe(true);
    for (const field of eventFields.en) expect(cyrillic.test(field.label), field.label).toBe(false);
  });

  it('mentions the November 2020 release of Database Lab Engine 2.0', () => {
    expect(eventPage('/join-database-lab-2-event').lead).toMatch(/November 2020/);
    expect(eventPage('/join-database-lab-2-event-ru').lead).toMatch(/ноября 2020/);
  });

  it('asks for name, e-mail and an optional company', () => {
    for (const fields of Object.values(eventFields)) {
      expectFieldsWellFormed(fields);
      expect(fields.map((field) => [field.name, field.required])).toEqual([
        ['name', true],
        ['email', true],
        ['company', false],
      ]);
    }
  });
});

describe('whitepaper page', () => {
  it('keeps the original route, typo included', () => {
    expect(whitepaper.route).toBe(
      '/get-whitepaper-how-to-prepare-postgreqsl-databases-for-black-friday-and-cyber-monday',
    );
    expect(isContractRoute(whitepaper.route)).toBe(true);
  });

  it('covers the planned topics, each with text and working links', () => {
    const ids = whitepaper.topics.map((topic) => topic.id);
    expect(ids).toEqual([
      'capacity-planning',
      'load-and-migration-testing',
      'query-optimization',
      'connection-pooling',
      'vacuum-and-bloat',
      'monitoring-and-runbooks',
    ]);
    for (const topic of whitepaper.topics) {
      expect(topic.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of topic.paragraphs) expect(paragraph.length).toBeGreaterThan(80);
      expect(topic.links.length).toBeGreaterThan(0);
      for (const link of topic.links) expectValidLink(link.to);
    }
  });

  it('has every text filled in and a real description', () => {
    for (const text of strings(whitepaper)) expect(text.trim()).not.toBe('');
    expect(whitepaper.meta.description.length).toBeGreaterThan(50);
    expect(whitepaper.form.successText).toMatch(/e-mail/);
  });

  it('asks for name, e-mail and company', () => {
    expectFieldsWellFormed(whitepaperFields);
    expect(whitepaperFields.map((field) => field.name)).toEqual(['name', 'email', 'company']);
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
