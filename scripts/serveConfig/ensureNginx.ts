/**
 * Finds Debian's nginx and its brotli static module. When they are missing
 * and we are root on Debian or Ubuntu, installs them with apt-get (like the
 * Chromium setup of the browser tests); otherwise stops with instructions.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type NginxInstall = { binary: string; brotliModule: string };

export const nginxPackages = ['nginx', 'libnginx-mod-http-brotli-static'];
const binaries = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so',
];

function findInstall(): NginxInstall | null {
  const binary = process.env['NGINX_BIN'] ?? binaries.find((file) => existsSync(file));
  const brotliModule = process.env['NGINX_BROTLI_MODULE'] ?? brotliModules.find((file) => existsSync(file));
  return binary && brotliModule ? { binary, brotliModule } : null;
}

export function ensureNginx(log: (line: string) => void = console.log): NginxInstall {
  const found = findInstall();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      [
        'Serving the build needs nginx with the brotli static module, and they were not found.',
        `Install them and run again, for example on Debian or Ubuntu: sudo apt-get install -y ${nginxPackages.join(' ')}`,
        'or point NGINX_BIN and NGINX_BROTLI_MODULE at an nginx binary and its ngx_http_brotli_static_module.so.',
      ].join('\n'),
    );
  }
  log(`nginx is missing: installing Debian's ${nginxPackages.join(' and ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...nginxPackages], {
    stdio: 'inherit',
    env,
  });
  const installed = findInstall();
  if (!installed) throw new Error('apt-get finished, but nginx or its brotli static module is still missing.');
  return installed;
}
