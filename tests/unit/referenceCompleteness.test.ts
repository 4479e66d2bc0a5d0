// The DBLab Engine reference pages cover every endpoint, command, option and key of the fact sheet.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEndpoints, cliCommands, cliOptions, configKeys } from '../contract/dblabReference';

const referenceDir = path.resolve(__dirname, '../../docs/reference-guides');
const page = (name: string) => fs.readFileSync(path.join(referenceDir, `${name}.md`), 'utf8');

describe('API reference', () => {
  const text = page('database-lab-engine-api-reference');
  it.each(apiEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    (_name, endpoint) => {
      // The method and the path appear together, in a heading or a table row.
      const escaped = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(text).toMatch(new RegExp(`${endpoint.method}[\\s\`|*]+${escaped}(?![\\w/{])`));
    },
  );
});

describe('CLI reference', () => {
  const text = page('dblab-client-cli-reference');
  it.each(cliCommands.map((command) => command.command))('%s', (command) => {
    expect(text).toContain(command);
  });
  it.each(cliOptions.filter((option) => !['--help', '--version'].includes(option)))('%s', (option) => {
    expect(text).toMatch(new RegExp(`${option}(?![\\w-])`));
  });
});

describe('engine configuration reference', () => {
  const text = page('database-lab-engine-configuration-reference');
  it.each(configKeys.map((entry) => entry.key))('%s', (key) => {
    expect(text).toContain(key);
  });
});
