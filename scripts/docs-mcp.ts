/**
 * `npm run -s mcp`: the docs MCP server over stdio, for coding agents.
 *
 *   npm run -s mcp                               the public site (the URL of the site config)
 *   npm run -s mcp -- --build build              a build folder made by `npm run build`
 *   npm run -s mcp -- --site http://127.0.0.1:3000/   a served copy (`npm run serve`)
 *
 * stdout carries the protocol only; messages go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { readSiteEnv } from '../src/config/siteEnv';
import { createDocsMcpServer } from './docsMcp/server';
import { assertBuildFolder, folderSiteReader, httpSiteReader, type SiteReader } from './docsMcp/site';
import { createSqlExampleRunner } from './docsMcp/sqlRun';
import { pgliteFactory } from './sqlExamples/pgliteNode';

const usage = 'Usage: npm run -s mcp [-- --build <folder> | --site <url>]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (flag: string): string | undefined => {
    const index = args.indexOf(flag);
    if (index < 0) return undefined;
    const given = args[index + 1];
    if (!given || given.startsWith('--')) throw new Error(`${flag} needs a value. ${usage}`);
    return given;
  };
  const unknown = args.filter((arg) => arg.startsWith('--') && !['--build', '--site'].includes(arg));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}. ${usage}`);
  const folder = value('--build');
  const site = value('--site');
  if (folder && site) throw new Error(`Give --build or --site, not both. ${usage}`);

  const env = readSiteEnv(process.env);
  const publicBase = `${env.url}${env.baseUrl}`;
  let reader: SiteReader;
  if (folder) {
    await assertBuildFolder(folder);
    reader = folderSiteReader(folder, publicBase);
  } else {
    reader = httpSiteReader(site ?? publicBase, publicBase);
  }
  const sql = createSqlExampleRunner(pgliteFactory);
  const server = createDocsMcpServer({ reader, sql });
  await server.connect(new StdioServerTransport());
  console.error(`PostgresAI docs MCP server: reading ${reader.source}`);
  // The client closing the pipe ends the session.
  process.stdin.on('close', () => {
    void server
      .close()
      .then(() => sql.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
