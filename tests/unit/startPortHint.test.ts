// `npm start` on a port that is taken stops at once and says how to go on, instead of failing without a hint.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const holder = net.createServer();
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => holder.listen(0, 'localhost', resolve));
  port = (holder.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => holder.close(() => resolve()));
});

describe('npm start', () => {
  it('names the busy port and suggests another', async () => {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      // Asynchronous, so this process's server keeps accepting while the script probes the port.
      const child = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port)], { cwd: root });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Port ${port} on localhost is already in use`);
    expect(result.output).toMatch(/Or start on another port: npm start -- --port \d+/);
  });
});
