/**
 * npm run serve:nginx [-- build-dir]
 *
 * Serves the production build through the production nginx configuration,
 * in the foreground, on 127.0.0.1:8080 (or PORT), so the real status codes,
 * redirects and headers can be checked locally. Installs nginx first when it
 * is missing (as root on Debian). With --precompress (as `serve:nginx` runs
 * it) it first writes the gzip and brotli copies nginx serves, as the
 * container image does. Ctrl+C stops it.
 */
import path from 'node:path';
import { readSiteEnv } from '../src/config/siteEnv';
import { startNginx } from './serveConfig/nginxServer';
import { precompressBuild } from './serveConfig/precompress';

async function main(): Promise<void> {
  const port = Number(process.env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, got ${port}`);
  const env = readSiteEnv(process.env);
  const args = process.argv.slice(2);
  const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
  if (args.includes('--precompress')) {
    console.log(`precompressed ${await precompressBuild(path.resolve(buildDir), env, path.resolve(__dirname, '..'))}`);
  }
  const nginx = await startNginx({ buildDir, env, port, inheritOutput: true });
  console.log(`nginx (pid ${nginx.pid}) serves the build at ${nginx.origin}${env.baseUrl}; Ctrl+C stops it.`);
  const stop = () => void nginx.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const code = await nginx.exited;
  await nginx.stop();
  process.exit(code ?? 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
