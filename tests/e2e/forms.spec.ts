/**
 * Lead forms and the pages that use them: /bot/, /bot/signupForm/,
 * /consulting-landing, the event pages and the whitepaper page. API calls are
 * answered here (page.route); the default build posts to the default API
 * prefix and has no consulting webhook.
 */
import { test, expect, waitForHydration } from './fixtures';
import type { Page, Request, Route } from '@playwright/test';
import { mailtoLink, teamEmail } from '../../src/data/contacts';
import { botDemo, botSignup } from '../../src/data/botDemo';
import { consultingLanding } from '../../src/data/consultingLanding';
import { eventPages, whitepaper } from '../../src/data/events';

const api = 'https://postgres.ai/api/general';
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

type Reply = (route: Route) => Promise<void>;

/** Answers POSTs to `url` with `reply` (and CORS preflights with 204); returns the POSTs received. */
async function answerPosts(page: Page, url: string, reply: Reply): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(request);
    return reply(route);
  });
  return posts;
}

const created: Reply = (route) => route.fulfill({ status: 201, headers: cors, body: '' });

/** Every POST the page makes, to any address. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

const lastAnswerBlock = botDemo.messages[1]!.blocks.at(-1)!.text;

test.describe('/bot/', () => {
  test('shows the assistant, its claims and types the example answer to the end', async ({ page }) => {
    await page.goto('/bot/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'An AI assistant for Postgres that checks its answers',
    );
    await expect(page.locator('h1')).toHaveCount(1);
    for (const title of [
      'Your choice of leading models',
      'A knowledge base built for Postgres',
      'Talk to the source code',
      'Real experiments instead of guesses',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByText(/GPT, Claude or Gemini/).first()).toBeVisible();

    const demo = page.getByTestId('typing-demo');
    const full = page.getByTestId('typing-demo-full');
    await waitForHydration(page);
    await expect(demo).toHaveAttribute('data-state', 'typing');
    await expect(page.getByRole('button', { name: 'Skip animation' })).toBeVisible();
    // The full text stays in the page (for screen readers) and reserves the height.
    await expect(full).toContainText(lastAnswerBlock);
    await expect(demo.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    const heightWhileTyping = (await demo.boundingBox())?.height ?? 0;

    await expect(demo).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(full).toHaveCSS('opacity', '1');
    await expect(full).toContainText(lastAnswerBlock);
    await expect(demo.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const heightDone = (await demo.boundingBox())?.height ?? 0;
    expect(Math.abs(heightDone - heightWhileTyping)).toBeLessThan(1);
    await expect(page.getByRole('button', { name: 'Replay animation' })).toBeVisible();
  });

  test('the demo can be skipped and replayed', async ({ page }) => {
    await page.goto('/bot/');
    await waitForHydration(page);
    const demo = page.getByTestId('typing-demo');
    await expect(demo).toHaveAttribute('data-state', 'typing');
    await page.getByRole('button', { name: 'Skip animation' }).click();
    await expect(demo).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('typing-demo-full')).toHaveCSS('opacity', '1');
    await page.getByRole('button', { name: 'Replay animation' }).click();
    await expect(demo).toHaveAttribute('data-state', 'typing');
  });

  test('with reduced motion the whole conversation is shown at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/bot/');
    await waitForHydration(page);
    const demo = page.getByTestId('typing-demo');
    await expect(demo).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('typing-demo-full')).toHaveCSS('opacity', '1');
    await expect(page.getByTestId('typing-demo-full')).toContainText(lastAnswerBlock);
    await expect(page.getByRole('button', { name: 'Skip animation' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Replay animation' })).toBeVisible();
  });

  test('validates the e-mail address before sending anything', async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto('/bot/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: botSignup.title });
    const email = form.getByLabel('Work e-mail');

    await form.getByRole('button', { name: 'Join' }).click();
    const summary = form.getByRole('group', { name: 'Please correct the following before sending:' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Work e-mail is required.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Work e-mail is required.');

    await email.fill('dba-at-example');
    await form.getByRole('button', { name: 'Join' }).click();
    await expect(email).toHaveAccessibleDescription('Enter an e-mail address in the format name@example.com.');
    await summary.getByRole('button', { name: /Enter an e-mail address/ }).click();
    await expect(email).toBeFocused();

    await email.fill('dba@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(posts).toEqual([]);
  });

  test('a successful sign-up posts { email } to bot_leads and shows the next steps', async ({ page }) => {
    const posts = await answerPosts(page, `${api}/bot_leads`, created);
    await page.goto('/bot/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: botSignup.title });
    await form.getByLabel('Work e-mail').fill('  dba@example.com ');
    await form.getByRole('button', { name: 'Join' }).click();

    const success = page.getByTestId('bot-signup-success');
    await expect(success).toHaveAttribute('role', 'status');
    await expect(success).toContainText(botSignup.successTitle);
    await expect(success).toBeFocused();
    await expect(success).toContainText('usually within 1–2 days');
    await expect(success).toContainText('community Slack');
    await expect(success.getByRole('link', { name: 'Join the community Slack' })).toHaveAttribute(
      'href',
      'https://slack.postgres.ai/',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url()).toBe(`${api}/bot_leads`);
    expect(posts[0]?.headers()['content-type']).toBe('application/json');
    expect(posts[0]?.postDataJSON()).toEqual({ email: 'dba@example.com' });
    await expect(form).toHaveCount(0);
  });

  test('submit is disabled and says "Sending…" while the request runs', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posts = await answerPosts(page, `${api}/bot_leads`, async (route) => {
      await gate;
      await created(route);
    });
    await page.goto('/bot/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: botSignup.title });
    await form.getByLabel('Work e-mail').fill('dba@example.com');
    await form.getByRole('button', { name: 'Join' }).click();
    const sending = form.getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => posts.length).toBe(1);
    release();
    await expect(page.getByTestId('bot-signup-success')).toContainText(botSignup.successTitle);
  });

  test('a 500 answer shows the server message, keeps the address and offers e-mail', async ({ page }) => {
    await answerPosts(page, `${api}/bot_leads`, (route) =>
      route.fulfill({ status: 500, headers: cors, json: { message: 'Lead storage is unavailable' } }),
    );
    await page.goto('/bot/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: botSignup.title });
    await form.getByLabel('Work e-mail').fill('dba@example.com');
    await form.getByRole('button', { name: 'Join' }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your request was not sent');
    await expect(alert).toContainText('error 500');
    await expect(alert).toContainText('Lead storage is unavailable');
    await expect(alert).toBeFocused();
    await expect(form.getByLabel('Work e-mail')).toHaveValue('dba@example.com');
    const fallback = alert.getByRole('link', { name: 'Send it by e-mail instead' });
    await expect(fallback).toHaveAttribute('href', mailtoLink(botSignup.mailSubject, 'Work e-mail: dba@example.com'));
    expect(await fallback.getAttribute('href')).toContain(`mailto:${teamEmail}?`);
    await expect(form.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  test('a network failure shows the error, keeps the address and offers e-mail', async ({ page }) => {
    await answerPosts(page, `${api}/bot_leads`, (route) => route.abort('failed'));
    await page.goto('/bot/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: botSignup.title });
    await form.getByLabel('Work e-mail').fill('dba@example.com');
    await form.getByRole('button', { name: 'Join' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('The server could not be reached');
    await expect(form.getByLabel('Work e-mail')).toHaveValue('dba@example.com');
    await expect(alert.getByRole('link', { name: 'Send it by e-mail instead' })).toHaveAttribute(
      'href',
      /^mailto:.*dba%40example\.com/,
    );
  });
});

test('/bot/signupForm/ has the early-access form on its own', async ({ page }) => {
  const posts = await answerPosts(page, `${api}/bot_leads`, created);
  await page.goto('/bot/signupForm/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get early access to the PostgresAI Assistant');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Request an invitation' });
  await form.getByLabel('Work e-mail').fill('dba@example.com');
  await form.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByTestId('bot-signup-success')).toContainText('private Slack channel');
  expect(posts.map((post) => post.postDataJSON())).toEqual([{ email: 'dba@example.com' }]);
  await expect(page.getByRole('link', { name: /What the assistant does/ })).toHaveAttribute('href', '/bot/');
});

test.describe('/consulting-landing', () => {
  test('pitches consulting with clients, paraphrased testimonials and a link to /consulting', async ({ page }) => {
    await page.goto('/consulting-landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complex Postgres problems, clear solutions');
    for (const title of ['Why teams bring us in', 'Our approach', 'What to expect', 'What clients reported']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Immediately' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'In the long term' })).toBeVisible();
    const clients = page
      .getByRole('heading', { name: 'Teams we have worked with' })
      .locator('..')
      .getByRole('listitem');
    await expect(clients).toHaveText([...consultingLanding.clients]);
    await expect(page.getByRole('heading', { name: 'Head of Engineering, Supabase (USA)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Co-founder & CTO, Gadget (Canada)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff SRE, Cinder (USA)' })).toBeVisible();
    await expect(page.locator('main blockquote')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'How our consulting works' }).first()).toHaveAttribute(
      'href',
      '/consulting',
    );
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Get help now' }).click();
    await expect(page).toHaveURL(/#get-help$/);
    await expect(page.getByRole('form', { name: 'Consulting request' })).toBeInViewport();
  });

  test('validates required fields and length limits, but not the optional phone', async ({ page }) => {
    await page.goto('/consulting-landing');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Consulting request' });
    await form.getByRole('button', { name: 'Send request' }).click();
    const summary = form.getByRole('group', { name: /Please correct/ });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Name is required.',
      'Company is required.',
      'Work e-mail is required.',
      'Brief description is required.',
    ]);
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'false');
    await expect(form.getByText('(optional)')).toBeVisible();

    await form.getByLabel('Name').fill('x'.repeat(101));
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name must be at most 100 characters long.');
  });

  test('with the default empty webhook: nothing is sent, the form says so and offers e-mail', async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto('/consulting-landing');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Consulting request' });
    await form.getByLabel('Name').fill('Ann Example');
    await form.getByLabel('Company').fill('Example Inc.');
    await form.getByLabel('Work e-mail').fill('ann@example.com');
    await form.getByLabel('Brief description').fill('Replication lag spikes during nightly batch jobs.');
    await form.getByRole('button', { name: 'Send request' }).click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('This form is not connected on this deployment');
    await expect(alert).toBeFocused();
    const href = await alert.getByRole('link', { name: 'Send it by e-mail instead' }).getAttribute('href');
    expect(href).toBe(
      mailtoLink(
        consultingLanding.form.mailSubject,
        'Name: Ann Example\nCompany: Example Inc.\nWork e-mail: ann@example.com\n\nBrief description:\nReplication lag spikes during nightly batch jobs.',
      ),
    );
    await expect(form.getByLabel('Brief description')).toHaveValue('Replication lag spikes during nightly batch jobs.');
    expect(posts).toEqual([]);
  });
});

test.describe('event pages', () => {
  for (const event of eventPages) {
    test(`${event.route}: what, when, for whom and a working registration`, async ({ page, request }) => {
      const russian = event.locale === 'ru';
      const posts = await answerPosts(page, `${api}/event_registrations`, created);
      await page.goto(event.route);
      await expect(page.locator('h1')).toHaveCount(1);
      // What, when and for whom, answered under the title; no date is promised.
      const facts = page.locator('header dl > div');
      await expect(facts.locator('dt')).toHaveText(
        russian ? ['Что', 'Когда', 'Для кого'] : ['What', 'When', 'For whom'],
      );
      await expect(facts.nth(1).locator('dd')).toContainText(russian ? 'по электронной почте' : 'by e-mail');
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      // Russian pages say so; English ones keep the site's language (en-US).
      const lang = russian ? /^ru$/ : /^en(-US)?$/;
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The language is in the server-rendered HTML too, not only after hydration.
      const html = await (await request.get(event.route)).text();
      const served = /<html[^>]*\blang="?([\w-]+)/.exec(html)?.[1] ?? '';
      expect(served).toMatch(lang);

      await waitForHydration(page);
      const form = page.getByRole('form');
      await expect(form).toHaveCount(1);
      const [nameLabel, emailLabel, companyLabel] = russian
        ? ['Имя', 'Электронная почта', 'Компания']
        : ['Name', 'E-mail', 'Company'];
      await form.getByLabel(nameLabel).fill('Ann Example');
      await form.getByLabel(emailLabel).fill('ann@example.com');
      await form.getByLabel(companyLabel).fill('Example Inc.');
      await form.locator('button[type="submit"]').click();
      const success = page.getByTestId(`register-${event.id}-success`);
      await expect(success).toBeFocused();
      await expect(success).toContainText(russian ? 'электронной почты' : 'e-mail address');
      expect(posts).toHaveLength(1);
      expect(posts[0]?.postDataJSON()).toEqual({
        event_id: event.id,
        name: 'Ann Example',
        email: 'ann@example.com',
        company: 'Example Inc.',
        locale: event.locale,
        page_path: event.route,
      });
    });
  }

  test('the Russian form speaks Russian: validation and errors', async ({ page }) => {
    await answerPosts(page, `${api}/event_registrations`, (route) =>
      route.fulfill({ status: 500, headers: cors, body: 'oops' }),
    );
    await page.goto('/join-webinar-deploy-dle-ru');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Зарегистрироваться на вебинар' });
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const summary = form.getByRole('group', { name: 'Исправьте, пожалуйста, ошибки в форме:' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('listitem')).toHaveText([
      'Заполните поле «Имя».',
      'Заполните поле «Электронная почта».',
    ]);
    await expect(form.getByText('(необязательно)')).toBeVisible();
    await form.getByLabel('Электронная почта').fill('ann@');
    await form.getByLabel('Имя').fill('Анна');
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(form.getByLabel('Электронная почта')).toHaveAccessibleDescription(
      'Введите адрес электронной почты в формате name@example.com.',
    );
    await form.getByLabel('Электронная почта').fill('ann@example.com');
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Заявка не отправлена');
    await expect(alert).toContainText('ошибка 500');
    await expect(alert.getByRole('link', { name: 'Отправить заявку письмом' })).toHaveAttribute('href', /^mailto:/);
    await expect(form.getByLabel('Имя')).toHaveValue('Анна');
  });
});

test.describe('whitepaper page', () => {
  test('gives an overview of the topics and sends the request', async ({ page }) => {
    const posts = await answerPosts(page, `${api}/whitepaper_requests`, created);
    await page.goto(whitepaper.route);
    await expect(page.locator('h1')).toHaveCount(1);
    for (const id of [
      'capacity-planning',
      'load-and-migration-testing',
      'query-optimization',
      'connection-pooling',
      'vacuum-and-bloat',
      'monitoring-and-runbooks',
    ]) {
      await expect(page.locator(`h3#${id}`)).toBeVisible();
    }
    await expect(
      page.locator('a[href="/docs/postgres-howtos/database-administration/maintenance/how-to-deal-with-bloat"]'),
    ).toBeVisible();
    await waitForHydration(page);
    // The hero's button leads to the form.
    await page.locator(`header a[href="#${whitepaper.formAnchor}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${whitepaper.formAnchor}$`));
    const form = page.getByRole('form');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('group', { name: /Please correct/ }).getByRole('listitem')).toHaveText([
      'Name is required.',
      'Work e-mail is required.',
      'Company is required.',
    ]);
    await form.getByLabel('Name').fill('Ann Example');
    await form.getByLabel('Work e-mail').fill('ann@example.com');
    await form.getByLabel('Company').fill('Example Inc.');
    await form.locator('button[type="submit"]').click();
    const success = page.getByTestId('whitepaper-request-success');
    await expect(success).toBeFocused();
    await expect(success).toContainText('e-mail address');
    expect(posts.map((post) => [post.url(), post.postDataJSON()])).toEqual([
      [
        `${api}/whitepaper_requests`,
        {
          document_id: whitepaper.id,
          name: 'Ann Example',
          email: 'ann@example.com',
          company: 'Example Inc.',
          page_path: whitepaper.route,
        },
      ],
    ]);
  });
});

test('the form pages load cleanly with one h1 and a description', async ({ page, consoleProblems }) => {
  const routes = [
    '/bot/',
    '/bot/signupForm/',
    '/consulting-landing',
    ...eventPages.map((event) => event.route),
    whitepaper.route,
  ];
  for (const route of routes) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.locator('h1'), route).toHaveCount(1);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, route).toBeGreaterThan(50);
  }
  expect(consoleProblems).toEqual([]);
});
