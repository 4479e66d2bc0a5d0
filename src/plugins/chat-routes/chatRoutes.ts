/** Pure helpers of the chat-routes plugin. */

/** The route, without the base URL. */
export const chatRoute = '/chats/:chatId';

/** Where the build writes a route's page: `/chats/:chatId` → `chats/:chatId/index.html`. */
export function prerenderedFile(route: string): string {
  return `${route.replace(/^\/+|\/+$/g, '')}/index.html`;
}
