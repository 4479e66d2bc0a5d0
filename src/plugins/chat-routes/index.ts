/**
 * Adds the client-side route `/chats/:chatId` (a shared assistant conversation,
 * loaded in the browser). The build prerenders the literal path as a loading
 * shell; afterwards the shell is copied, with explicit end tags, to a fixed file name that servers
 * answer every `/chats/<id>` with (src/data/serveRewrites.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { chatShellFile } from '../../data/serveRewrites';
import { withExplicitEndTags } from '../explicitEndTags';
import { chatRoute, prerenderedFile } from './chatRoutes';

export default function chatRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'chat-routes',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${context.baseUrl}${chatRoute.slice(1)}`,
        exact: true,
        component: '@site/src/components/ChatPage',
      });
    },
    async postBuild({ outDir }) {
      const shell = path.join(outDir, prerenderedFile(chatRoute));
      const target = path.join(outDir, chatShellFile);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // With the end tags the minifier left out, as every other built page has them (whichever
      // plugin's postBuild runs first).
      await fs.writeFile(target, withExplicitEndTags(await fs.readFile(shell, 'utf8')));
    },
  };
}
