import type { Page, Route } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { siteEnvDefaults } from '../../src/config/siteEnv';

const day = 24 * 60 * 60 * 1000;
const chatId = 'shared-3f2a9c';
const chatApi = `${siteEnvDefaults.apiUrlPrefix}/chats`;

function isChatRequest(url: URL): boolean {
  return `${url.origin}${url.pathname}` === chatApi;
}

/** Three messages: Slack markup from a person, Markdown with SQL from the assistant, and a Slack-style reply. */
function conversation(now: number) {
  return [
    {
      id: chatId,
      created_at: new Date(now - 3 * day).toISOString(),
      parent_id: 'earlier-1',
      children_ids: ['answer-1'],
      is_ai: false,
      content:
        'How do I find *unused indexes*? I read <https://www.postgresql.org/docs/current/monitoring-stats.html|the statistics docs> :thinking_face:',
      via_app: 'slack',
      first_name: 'Test',
      last_name: 'Reader',
      is_public: true,
    },
    {
      id: 'answer-1',
      created_at: new Date(now - 3 * day + 60_000).toISOString(),
      parent_id: chatId,
      children_ids: ['reply-1'],
      is_ai: true,
      content: [
        '# Unused indexes',
        '',
        'Look at `pg_stat_user_indexes`:',
        '',
        '```sql',
        'select indexrelid::regclass as index_name, idx_scan',
        'from pg_stat_user_indexes',
        'where idx_scan = 0;',
        '```',
        '',
        '- Check **every replica** before dropping anything.',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
      via_app: null,
      first_name: null,
      last_name: null,
      is_public: true,
    },
    {
      id: 'reply-1',
      created_at: new Date(now - 2 * day).toISOString(),
      parent_id: 'answer-1',
      children_ids: ['later-1', 'later-2'],
      is_ai: false,
      content: '• Thanks :+1:\n• I will check the replicas',
      via_app: null,
      first_name: null,
      last_name: null,
      is_public: true,
    },
  ];
}

/** Answers the chat API from `reply(id)`; returns the ids requested, in order. */
async function answerChats(page: Page, reply: (id: string, route: Route) => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  await page.route(isChatRequest, async (route) => {
    const id = new URL(route.request().url()).searchParams.get('id')?.replace(/^eq\./, '') ?? '';
    requested.push(id);
    await reply(id, route);
  });
  return requested;
}

test('a shared conversation is rendered from the API', async ({ page, consoleProblems }) => {
  const now = Date.now();
  const requested = await answerChats(page, (id, route) =>
    route.fulfill({ json: id === chatId ? conversation(now) : [] }),
  );
  const response = await page.goto(`/chats/${chatId}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared conversation');
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('article');
  await expect(messages).toHaveCount(3);
  expect(requested).toEqual([chatId]);

  // Authors: a name when the API has one, else the role.
  await expect(messages.getByRole('heading', { level: 2 })).toHaveText(['Test Reader', 'Assistant', 'You']);
  const firstTime = messages.first().locator('time');
  await expect(firstTime).toHaveText('3 days ago');
  await expect(firstTime).toHaveAttribute('datetime', conversation(now)[0]?.created_at ?? '');
  await expect(firstTime).toHaveAttribute('title', /\d{4}/);
  await expect(messages.first()).toContainText('via Slack');

  // Slack markup became Markdown: bold, a link, an emoji, bullets.
  await expect(messages.first().locator('strong')).toHaveText('unused indexes');
  const docsLink = messages.first().getByRole('link', { name: 'the statistics docs' });
  await expect(docsLink).toHaveAttribute('href', 'https://www.postgresql.org/docs/current/monitoring-stats.html');
  await expect(docsLink).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(messages.first()).toContainText('🤔');
  await expect(messages.nth(2).getByRole('listitem')).toHaveText(['Thanks 👍', 'I will check the replicas']);

  // Markdown from the assistant: a heading below the page's h1, a highlighted SQL block, no raw HTML.
  const answer = messages.nth(1);
  await expect(answer.getByRole('heading', { level: 3 })).toHaveText('Unused indexes');
  const codeBlock = answer.locator('.theme-code-block');
  await expect(codeBlock).toHaveClass(/language-sql/);
  await expect(codeBlock).toContainText('from pg_stat_user_indexes');
  await expect(answer.locator('script')).toHaveCount(0);
  await expect(answer).toContainText('<script>alert(1)</script>');

  // The thread continues on both sides.
  const thread = page.getByRole('navigation', { name: 'Conversation thread' });
  await expect(thread.getByRole('link', { name: /Previous message/ })).toHaveAttribute('href', '/chats/earlier-1');
  await expect(thread.getByRole('link', { name: /Next message/ })).toHaveAttribute('href', '/chats/later-1');
  await expect(page).toHaveTitle(/^Shared conversation: How do I find unused indexes/);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);

  // Following a thread link loads the other message in place.
  await thread.getByRole('link', { name: /Next message/ }).click();
  await expect(page).toHaveURL(/\/chats\/later-1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation not found');
  expect(requested).toEqual([chatId, 'later-1']);
});

test('the server answers any conversation id with the loading shell', async ({ request }) => {
  for (const id of ['abc', 'f7d1c0e2-5b3a-4c1d-9e8f-0a1b2c3d4e5f', 'some_other-id']) {
    const response = await request.get(`/chats/${id}`);
    expect(response.status(), id).toBe(200);
    const html = await response.text();
    expect(html).toContain('Shared conversation</h1>');
    expect(html).toContain('Loading…');
  }
});

test('an empty answer shows "not found" with the id, a retry and a way home', async ({ page }) => {
  const requested = await answerChats(page, (_id, route) => route.fulfill({ json: [] }));
  const response = await page.goto('/chats/gone-42');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation not found');
  await expect(page.locator('main')).toContainText('gone-42');
  await expect(page).toHaveTitle(/Conversation not found/);
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  expect(requested).toEqual(['gone-42']);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => requested.length).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation not found');
});

test('an id that cannot exist is "not found" without asking the API', async ({ page }) => {
  const requested = await answerChats(page, (_id, route) => route.fulfill({ json: [] }));
  await page.goto('/chats/not~an~id');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversation not found');
  await expect(page.locator('main')).toContainText('not~an~id');
  expect(requested).toEqual([]);
});

test('a network failure shows an error, and "Try again" loads the conversation', async ({ page }) => {
  const now = Date.now();
  let online = false;
  const requested = await answerChats(page, (_id, route) =>
    online ? route.fulfill({ json: conversation(now) }) : route.abort('internetdisconnected'),
  );
  await page.goto(`/chats/${chatId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not load the conversation');
  await expect(page.getByRole('alert')).toContainText('did not reach the server');

  online = true;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shared conversation');
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('article')).toHaveCount(3);
  expect(requested).toEqual([chatId, chatId]);
});

test('a server error is reported with its status', async ({ page }) => {
  await answerChats(page, (_id, route) => route.fulfill({ status: 503, json: { message: 'unavailable' } }));
  await page.goto(`/chats/${chatId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not load the conversation');
  await expect(page.getByRole('alert')).toContainText('status 503');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the loading state is shown while the API is slow', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await answerChats(page, async (_id, route) => {
    await released;
    await route.fulfill({ json: conversation(Date.now()) });
  });
  await page.goto(`/chats/${chatId}`);
  await waitForHydration(page);
  const status = page.locator('main').getByRole('status');
  await expect(status).toContainText('Loading…');
  release();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('article')).toHaveCount(3);
  await expect(status).toHaveCount(0);
});
