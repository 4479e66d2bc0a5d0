import { describe, expect, it } from 'vitest';
import {
  chatShellFile,
  netlifyRedirects,
  nginxLocations,
  nginxPattern,
  serveRewrites,
  vercelRewrites,
} from '@site/src/data/serveRewrites';

describe('serve rewrites', () => {
  it.each(serveRewrites.map((rewrite) => [rewrite.source, rewrite]))('%s is well formed', (_source, rewrite) => {
    expect(rewrite.source).toMatch(/^\/[\w/:-]+$/);
    expect(rewrite.source).toMatch(/:\w+/);
    expect(rewrite.destination).toMatch(/^\/[\w/-]+\.html$/);
  });

  it('answers /chats/<id> with the chat shell', () => {
    expect(serveRewrites).toContainEqual({ source: '/chats/:chatId', destination: chatShellFile });
  });

  it('sources are unique', () => {
    const sources = serveRewrites.map((rewrite) => rewrite.source);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('makes an nginx pattern that matches ids and nothing deeper', () => {
    const pattern = new RegExp(nginxPattern('/chats/:chatId'));
    expect(pattern.source).toBe('^\\/chats\\/[^/]+\\/?$');
    expect(pattern.test('/chats/abc-1')).toBe(true);
    expect(pattern.test('/chats/abc-1/')).toBe(true);
    expect(pattern.test('/chats/')).toBe(false);
    expect(pattern.test('/chats/a/b')).toBe(false);
    expect(pattern.test('/x/chats/a')).toBe(false);
  });

  it('prints the server snippets', () => {
    const rules = [{ source: '/chats/:chatId', destination: '/chats/chat.html' }];
    expect(nginxLocations(rules)).toBe('location ~ ^/chats/[^/]+/?$ {\n    try_files /chats/chat.html =404;\n}');
    expect(nginxLocations(rules, '/site/')).toContain('location ~ ^/site/chats/[^/]+/?$ {');
    expect(nginxLocations(rules, '/', ['include headers.conf;'])).toBe(
      'location ~ ^/chats/[^/]+/?$ {\n    include headers.conf;\n    try_files /chats/chat.html =404;\n}',
    );
    expect(netlifyRedirects(rules)).toBe('/chats/:chatId  /chats/chat.html  200');
    expect(JSON.parse(vercelRewrites(rules))).toEqual({ rewrites: rules });
  });
});
