import { describe, expect, it } from 'vitest';
import { chatRoute, prerenderedFile } from '@site/src/plugins/chat-routes/chatRoutes';
import { serveRewrites } from '@site/src/data/serveRewrites';

describe('chat-routes plugin', () => {
  it('knows where the build writes the literal route', () => {
    expect(prerenderedFile(chatRoute)).toBe('chats/:chatId/index.html');
  });

  it('the route is served through a rewrite', () => {
    expect(serveRewrites.map((rewrite) => rewrite.source)).toContain(chatRoute);
  });
});
