/**
 * The container image's serving stage, replayed without a container engine
 * (scripts/serveConfig/containerRuntime.ts): the committed nginx configuration
 * at the image's paths, as the image's user, on the image's port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRuntimeStage, replayRuntimeStage, replayUnavailable } from '../../scripts/serveConfig/containerRuntime';
import { buildDir, readBuilt } from '../support/buildOutput';

const siteRoot = path.resolve(buildDir, '..');
const stage = parseRuntimeStage(fs.readFileSync(path.join(siteRoot, 'Dockerfile'), 'utf8'));
const unavailable = replayUnavailable();

describe('the container serving stage', () => {
  it('copies the build and the nginx configuration and runs as an unprivileged user', () => {
    expect(stage.copies.map((copy) => copy.from)).toEqual(['/site/deploy/nginx/', '/site/build/']);
    expect(stage.uid).toBeGreaterThan(0);
    expect(stage.command[0]).toBe('nginx');
  });

  it.skipIf(unavailable !== null)(
    `serves the site as the image would${unavailable ? ` (skipped: ${unavailable})` : ''}`,
    () => {
      const asset = readBuilt('index.html').match(/\/assets\/css\/[^"' >]+\.css/)?.[0];
      expect(asset, 'the home page links a stylesheet').toBeDefined();
      const local = stage.copies.map((copy) => ({ ...copy, from: copy.from.replace(/^\/site\//, '') }));
      const { status, output } = replayRuntimeStage({ ...stage, copies: local }, siteRoot, [
        `-o /dev/null -w 'home: %{http_code}\\n' http://127.0.0.1:${stage.port}/`,
        `-o /dev/null -w 'unknown: %{http_code}\\n' http://127.0.0.1:${stage.port}/no-such-page`,
        `-o /dev/null -w 'asset: %{http_code} %header{cache-control}\\n' -H 'Accept-Encoding: br' http://127.0.0.1:${stage.port}${asset}`,
        `-o /dev/null -w 'csp: %header{content-security-policy}\\n' http://127.0.0.1:${stage.port}/docs/`,
      ]);
      expect(status, output).toBe(0);
      expect(output).toContain('health check: passed');
      expect(output).toContain('home: 200');
      expect(output).toContain('unknown: 404');
      expect(output).toMatch(/asset: 200 .*immutable/);
      expect(output).toMatch(/csp: default-src 'self'/);
      expect(output).toContain(`runs as: ${stage.uid}`);
    },
  );
});
