/**
 * Starts nginx with the production configuration over build/ before the
 * serve tests, and stops it by pid after them, failed or not. Two probe
 * files (a dotfile and a source map) are put in the build for the run, so
 * the tests see that existing files of those kinds are refused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readSiteEnv } from '../../src/config/siteEnv';
import { startNginx } from '../../scripts/serveConfig/nginxServer';
import { precompressBuild } from '../../scripts/serveConfig/precompress';
import type { ServeSettings } from '../../scripts/serveConfig/serveSettings';
import { assertBuildExists, buildDir } from '../support/buildOutput';

const repoRoot = path.resolve(__dirname, '../..');

export const probeFiles = ['.serve-test-probe', 'assets/js/serve-test-probe.js.map'];

declare module 'vitest' {
  export interface ProvidedContext {
    nginxOrigin: string;
    serveSettings: ServeSettings;
    probeFiles: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuildExists();
  const probes = probeFiles.map((file) => path.join(buildDir, file));
  const removeProbes = () => Promise.all(probes.map((file) => fs.rm(file, { force: true })));
  await Promise.all(probes.map((file) => fs.writeFile(file, 'must not be served\n')));
  let nginx;
  try {
    // nginx serves the gzip and brotli copies as they are, as in the container image. These tests check
    // how it serves them, not how small they are, so the copies are made at quick levels: the image's
    // levels cost about 110 s of CPU on a fresh clone (tests/unit/precompress.test.ts checks them).
    const summary = await precompressBuild(buildDir, readSiteEnv(process.env), repoRoot, 'quick');
    console.log(`[test:serve] precompressed ${summary}`);
    nginx = await startNginx({ buildDir, env: readSiteEnv(process.env) });
  } catch (error) {
    await removeProbes();
    throw error;
  }
  console.log(`[test:serve] nginx pid ${nginx.pid} at ${nginx.origin}`);
  project.provide('nginxOrigin', nginx.origin);
  project.provide('serveSettings', nginx.settings);
  project.provide('probeFiles', probeFiles);
  return async () => {
    await nginx.stop();
    await removeProbes();
  };
}
