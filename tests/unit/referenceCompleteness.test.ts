// The DBLab Engine reference pages cover every endpoint, command, option and key of the fact sheet.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEndpoints, cliCommands, cliOptions, configKeys } from '../contract/dblabReference';

const referenceDir = path.resolve(__dirname, '../../docs/reference-guides');
const page = (name: string) => fs.readFileSync(path.join(referenceDir, `${name}.md`), 'utf8');
/** The failure message: the page, what it no longer names, and the fix. */
const missing = (name: string, item: string) =>
  `docs/reference-guides/${name}.md no longer names ${item}, which the fact sheet tests/contract/dblabReference.ts lists. Document it on that page.`;

describe('API reference', () => {
  const text = page('database-lab-engine-api-reference');
  it.each(apiEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    (_name, endpoint) => {
      // The method and the path appear together, in a heading or a table row.
      const escaped = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(
        new RegExp(`${endpoint.method}[\\s\`|*]+${escaped}(?![\\w/{])`).test(text),
        missing(
          'database-lab-engine-api-reference',
          `the endpoint ${endpoint.method} ${endpoint.path} (method and path together, in a heading or a table row)`,
        ),
      ).toBe(true);
    },
  );
});

describe('CLI reference', () => {
  const text = page('dblab-client-cli-reference');
  it.each(cliCommands.map((command) => command.command))('%s', (command) => {
    expect(text.includes(command), missing('dblab-client-cli-reference', `the command "${command}"`)).toBe(true);
  });
  it.each(cliOptions.filter((option) => !['--help', '--version'].includes(option)))('%s', (option) => {
    expect(
      new RegExp(`${option}(?![\\w-])`).test(text),
      missing('dblab-client-cli-reference', `the option ${option}`),
    ).toBe(true);
  });
});

describe('engine configuration reference', () => {
  const text = page('database-lab-engine-configuration-reference');
  it.each(configKeys.map((entry) => entry.key))('%s', (key) => {
    expect(text.includes(key), missing('database-lab-engine-configuration-reference', `the key ${key}`)).toBe(true);
  });
});
