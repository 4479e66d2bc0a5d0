/**
 * Builds the OpenAPI 3.1 document of the DBLab Engine API from the typed
 * source (`operations.ts`, `schemas.ts`). `npm run api:generate` writes it to
 * openapi/dblab.yaml; a unit test checks that the committed file is current.
 */
import { licences } from '../pricing';
import { operations } from './operations';
import { schemas } from './schemas';
import type { ApiOperation, Tag } from './types';

export const contractVersion = '4.1.0';

export const tagDescriptions: Readonly<Record<Tag, string>> = {
  Instance: 'The engine itself: status, health, metrics, data retrieval and full refresh.',
  Snapshots: 'Point-in-time copies of the data that clones and branches start from.',
  Clones: 'Thin clones: writable Postgres instances on a snapshot, ready in seconds.',
  Branches: 'Named lines of snapshots, as in Git.',
  Observation: 'CI observation of database migrations on a clone (experimental).',
  Admin: 'Configuration of the engine and checks of the source database.',
};

export const tagOrder: readonly Tag[] = ['Instance', 'Snapshots', 'Clones', 'Branches', 'Observation', 'Admin'];

const infoDescription = [
  'The HTTP API of DBLab Engine: thin clones, snapshots, branches, data retrieval, configuration and CI observation. The `dblab` CLI and the web UI are clients of this API.',
  '',
  '**Base URL.** `http://HOST:2345/` when you call the engine directly, or `http://HOST:2346/api/` through the web UI’s proxy.',
  '',
  '**Authentication.** Every operation except `GET /healthz` and `GET /metrics` needs the `Verification-Token` header: the engine’s shared token, or a personal token when personal tokens are turned on. In 4.2 release candidates (from 4.2.0-rc.3), callers with the shared token may also send `X-Forwarded-User-Email` to say which user acts.',
  '',
  '**Errors.** Failed requests answer with a 4xx status and an `Error` object: `code`, `message` and, when the engine has them, `detail` and `hint`.',
  '',
  '**Versions.** This document describes the 4.1 contract. Operations and fields that exist only in 4.2 release candidates carry `x-dblab-since` and say so in their description.',
].join('\n');

/** The OpenAPI object of one operation. */
function operationObject(op: ApiOperation): Record<string, unknown> {
  const result: Record<string, unknown> = {
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    operationId: op.operationId,
  };
  if (!op.authenticated) result.security = [];
  if (op.since) result['x-dblab-since'] = op.since;
  if (op.parameters?.length) {
    result.parameters = op.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      description: p.description,
      schema: p.schema,
      example: p.example,
    }));
  }
  if (op.requestBody) {
    result.requestBody = {
      description: op.requestBody.description,
      required: op.requestBody.required,
      content: { 'application/json': { schema: op.requestBody.schema, example: op.requestBody.example } },
    };
  }
  result.responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, response]) => [
      status,
      {
        description: response.description,
        ...(response.content
          ? {
              content: {
                [response.content.mediaType]: { schema: response.content.schema, example: response.content.example },
              },
            }
          : {}),
      },
    ]),
  );
  if (op.cli?.length) result['x-dblab-cli'] = op.cli;
  return result;
}

/** The whole OpenAPI 3.1 document. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DBLab Engine API',
      version: contractVersion,
      summary: 'Thin clones and branches of PostgreSQL databases, over HTTP.',
      description: infoDescription,
      license: { name: licences.dblabEngine.name, identifier: 'Apache-2.0' },
    },
    servers: [
      {
        url: 'http://{host}:2345',
        description: 'The engine’s own port.',
        variables: { host: { default: 'localhost', description: 'Host name or address of the engine.' } },
      },
      {
        url: 'http://{host}:2346/api',
        description: 'Through the web UI’s proxy.',
        variables: { host: { default: 'localhost', description: 'Host name or address of the engine.' } },
      },
    ],
    security: [{ verificationToken: [] }],
    tags: tagOrder.map((name) => ({ name, description: tagDescriptions[name] })),
    paths,
    components: {
      securitySchemes: {
        verificationToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Verification-Token',
          description: 'The engine’s verification token (`server.verificationToken`), or a personal token.',
        },
      },
      schemas,
    },
  };
}
