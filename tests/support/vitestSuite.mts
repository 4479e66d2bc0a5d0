import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A Vitest configuration for one folder of tests/ that runs on its own (serve, dev):
 * the repository root as root and `@site`, the files one after the other.
 */
export function suiteConfig(folder: string, test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    root,
    resolve: { alias: { '@site': root } },
    test: {
      root,
      include: [`tests/${folder}/**/*.test.ts`],
      environment: 'node',
      fileParallelism: false,
      // expect.poll waits for a page to reach a state (search results shown, a theme applied).
      // Vitest gives up after one second by default, which a page beside the rest of npm test
      // on two busy cores can miss; like the test limits, this ends a hang, it does not judge speed.
      expect: { poll: { timeout: 60_000 } },
      ...test,
    },
  });
}
