/**
 * npm run serve:nginx [-- build-dir]
 *
 * Serves the production build through the production nginx configuration,
 * in the foreground, on 127.0.0.1:8080 (or PORT), so the real status codes,
 * redirects and headers can be checked locally. Installs nginx first when it
 * is missing (as root on Debian). Ctrl+C stops it.
 */
import { readSiteEnv } from '../src/config/siteEnv';
import { startNginx } from './serveConfig/nginxServer';

async function main(): Promise<void> {
  const port = Number(process.env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, got ${port}`);
  const env = readSiteEnv(process.env);
  const nginx = await startNginx({ buildDir: process.argv[2] ?? 'build', env, port, inheritOutput: true });
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
