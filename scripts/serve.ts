/**
 * npm run serve [-- --dir build] [--port 3000] [--host 127.0.0.1]
 *
 * Serves a production build for a look before deploying, like
 * `docusaurus serve`, but with the site's rewrites (`src/data/serveRewrites.ts`),
 * so a shared conversation address answers as it does in production. The
 * base URL comes from BASE_URL, as in the build. Ctrl+C stops it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../src/config/siteEnv';
import { serveRewrites } from '../src/data/serveRewrites';
import { createPreviewServer } from './serveConfig/previewServer';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: process.env['PORT'] ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(1);
}
const outDir = path.resolve(values.dir);
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`${values.dir}/index.html is missing: build the site first (npm run build), or pass --dir <folder>.`);
  process.exit(1);
}
const { baseUrl } = readSiteEnv(process.env);
const server = createPreviewServer({ outDir, baseUrl, rewrites: serveRewrites });
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop the other server, or pass --port <number>.`
      : `The preview server failed: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, values.host, () => {
  console.log(`Serving ${values.dir} at http://${values.host}:${port}${baseUrl} (Ctrl+C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
