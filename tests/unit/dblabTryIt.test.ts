// The request logic of the DBLab API reference's "Try it" panel: what is sent, to where, what
// stops a request before it leaves, how an answer is read, and that a corrupt saved value in
// session storage falls back to the defaults instead of breaking the page.
import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  defaultBaseUrl,
  readAnswer,
  readSaved,
  statusKind,
  storageKey,
  writeSaved,
} from '@site/src/components/DblabTryIt/request';
import type { TryItOperation } from '@site/src/components/DblabTryIt/types';
import { tryItElement, tryItOperation } from '@site/scripts/dblabApi/render';
import { operations } from '@site/src/data/dblabApi/operations';

const resetClone: TryItOperation = {
  operationId: 'resetClone',
  method: 'post',
  path: '/clone/{id}/reset',
  authenticated: true,
  parameters: [{ name: 'id', in: 'path', required: true, type: 'string', example: 'ci-run-4812' }],
  exampleBody: '{\n  "latest": true\n}',
};
const listSnapshots: TryItOperation = {
  operationId: 'snapshots',
  method: 'get',
  path: '/snapshots',
  authenticated: true,
  parameters: [{ name: 'branch', in: 'query', required: false, type: 'string', example: 'main' }],
};

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('building the request', () => {
  it('sends to the typed base URL, with the token only in its header and the body as JSON', () => {
    const built = buildRequest(
      resetClone,
      {
        baseUrl: 'http://dblab.internal:2346/api/',
        token: 'secret-token',
        params: { id: 'ci/1' },
        body: '{"latest":true}',
      },
      'http:',
    );
    if (!('request' in built)) throw new Error(`expected a request, got ${JSON.stringify(built)}`);
    expect(built.request.url, 'path parameters are encoded and the base URL keeps its /api path').toBe(
      'http://dblab.internal:2346/api/clone/ci%2F1/reset',
    );
    expect(built.request.url).not.toContain('secret-token');
    expect(built.request.init.headers).toEqual({
      Accept: 'application/json',
      'Verification-Token': 'secret-token',
      'Content-Type': 'application/json',
    });
    expect(built.request.init.credentials, 'no cookie of this site may go to the engine').toBe('omit');
    expect(built.request.init.referrerPolicy).toBe('no-referrer');
    expect(built.request.init.method).toBe('POST');
    expect(built.request.init.body).toBe('{"latest":true}');
  });

  it('adds filled query parameters and leaves out empty ones', () => {
    const values = { baseUrl: defaultBaseUrl, token: '', body: '' };
    const withBranch = buildRequest(listSnapshots, { ...values, params: { branch: 'main' } }, 'http:');
    const without = buildRequest(listSnapshots, { ...values, params: { branch: ' ' } }, 'http:');
    expect('request' in withBranch && withBranch.request.url).toBe('http://localhost:2345/snapshots?branch=main');
    expect('request' in without && without.request.url).toBe('http://localhost:2345/snapshots');
    expect('request' in without && without.request.init.headers, 'no token typed, no header').toEqual({
      Accept: 'application/json',
    });
  });

  it('stops before sending when the body is not JSON, a required parameter is empty or the base URL is wrong', () => {
    const values = { baseUrl: defaultBaseUrl, token: 't', params: { id: 'x' }, body: '{"latest": tru' };
    expect(buildRequest(resetClone, values, 'http:')).toMatchObject({ problem: { kind: 'bodyJson' } });
    expect(buildRequest(resetClone, { ...values, body: '{}', params: { id: '' } }, 'http:')).toEqual({
      problem: { kind: 'missingParam', name: 'id' },
    });
    for (const baseUrl of ['localhost:2345', 'ftp://host', 'http://host:2345/?a=1', '']) {
      expect(buildRequest(resetClone, { ...values, body: '{}', baseUrl }, 'http:'), baseUrl).toEqual({
        problem: { kind: 'baseUrl' },
      });
    }
  });

  it('refuses plain-HTTP hosts from an HTTPS page, except this computer', () => {
    const values = { token: 't', params: { id: 'x' }, body: '{}' };
    expect(buildRequest(resetClone, { ...values, baseUrl: 'http://dblab.internal:2345' }, 'https:')).toMatchObject({
      problem: { kind: 'mixedContent' },
    });
    expect(buildRequest(resetClone, { ...values, baseUrl: 'http://127.0.0.1:2345' }, 'https:')).toHaveProperty(
      'request',
    );
    expect(buildRequest(resetClone, { ...values, baseUrl: 'https://dblab.example.org' }, 'https:')).toHaveProperty(
      'request',
    );
  });
});

describe('the tab’s saved base URL and token', () => {
  it('round-trips through session storage', () => {
    const storage = memoryStorage();
    writeSaved(storage, { baseUrl: 'http://h:2345', token: 'tok' });
    expect(readSaved(storage)).toEqual({ baseUrl: 'http://h:2345', token: 'tok' });
  });

  it('falls back to the defaults for a corrupt or foreign value, or a storage that throws', () => {
    for (const raw of ['{not json', 'null', '42', '"text"', '{"baseUrl":7,"token":["x"]}']) {
      expect(readSaved(memoryStorage({ [storageKey]: raw })), raw).toEqual({ baseUrl: defaultBaseUrl, token: '' });
    }
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readSaved(throwing)).toEqual({ baseUrl: defaultBaseUrl, token: '' });
    expect(() => writeSaved(throwing, { baseUrl: defaultBaseUrl, token: 'x' })).not.toThrow();
  });
});

describe('reading the answer', () => {
  it('pretty-prints JSON and picks the message of an Error object', async () => {
    const answer = await readAnswer(
      new Response('{"code":"UNAUTHORIZED","message":"Check your verification token."}', {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toBe('{\n  "code": "UNAUTHORIZED",\n  "message": "Check your verification token."\n}');
    expect(answer.message).toBe('Check your verification token.');
    expect(answer.headers).toContainEqual(['content-type', 'application/json']);
  });

  it('says when a JSON answer does not parse and keeps its text; other types stay as they came', async () => {
    const broken = await readAnswer(new Response('{"a":', { headers: { 'Content-Type': 'application/json' } }));
    expect(broken.invalidJson).toBeTruthy();
    expect(broken.body).toBe('{"a":');
    const metrics = await readAnswer(
      new Response('dblab_clones_total 1\n', { headers: { 'Content-Type': 'text/plain' } }),
    );
    expect(metrics.invalidJson).toBeUndefined();
    expect(metrics.body).toBe('dblab_clones_total 1\n');
  });

  it('sorts statuses into what the reader should do', () => {
    expect([200, 401, 404, 422, 400, 409, 500, 503].map(statusKind)).toEqual([
      'success',
      'unauthorized',
      'notFound',
      'invalid',
      'invalid',
      'client',
      'server',
      'server',
    ]);
  });
});

describe('the generator', () => {
  it('gives every operation a Try it button with its method, path, parameters and example body', () => {
    for (const op of operations) {
      const tryIt = tryItOperation(op);
      expect(tryIt.parameters.map((p) => p.name)).toEqual((op.parameters ?? []).map((p) => p.name));
      if (op.requestBody) expect(JSON.parse(tryIt.exampleBody!)).toEqual(op.requestBody.example);
      else expect(tryIt.exampleBody).toBeUndefined();
      expect(tryItElement(op), 'one line of MDX, so the section stays readable').not.toContain('\n');
    }
  });
});
