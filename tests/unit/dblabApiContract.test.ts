// The DBLab Engine API document (openapi/dblab.yaml) against the structure of the engine's
// contract (tests/contract/dblabApiStructure.json): paths, methods, parameters, request
// bodies, status codes and every schema field. A failure lists each drift by name.
// Also: the committed document is what the typed source emits.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderAll, renderOpenApiYaml } from '../../scripts/dblabApi/render';
import structure from '../contract/dblabApiStructure.json';

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown> & {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: unknown[];
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const root = path.resolve(__dirname, '../..');
const documentFile = 'openapi/dblab.yaml';
const ours = parse(fs.readFileSync(path.join(root, documentFile), 'utf8')) as Document;
const contract = structure as unknown as Document;
const methods = ['get', 'post', 'put', 'patch', 'delete'];
const tokenHeader = 'Verification-Token';

/**
 * Responses where our document deliberately differs from the engine's contract, with the reason.
 * The contract gives these 401 answers the Instance schema; the engine answers with an Error.
 */
const corrections: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'GET /instance/retrieval 401',
    'GET /admin/config 401',
    'POST /admin/config 401',
    'GET /admin/config.yaml 401',
    'POST /admin/test-db-source 401',
    'POST /admin/ws-auth 401',
  ].map((key) => [key, 'Error instead of Instance']),
);

/** What the comparison keeps of a schema: structure, not prose or examples. */
function shape(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (typeof schema.$ref === 'string') return `$ref ${schema.$ref.split('/').pop()}`;
  const result: Record<string, unknown> = {};
  for (const key of ['type', 'format', 'pattern', 'enum', 'minimum']) {
    if (schema[key] !== undefined) result[key] = schema[key];
  }
  if (Array.isArray(schema.required)) result.required = [...(schema.required as string[])].sort();
  if (schema.items) result.items = shape(schema.items as Schema);
  if (schema.properties) {
    result.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([name, field]) => [name, shape(field)]),
    );
  }
  return result;
}

/** Differences between two schema shapes, as "where: ours … contract …" lines. */
function diffShapes(where: string, mine: unknown, theirs: unknown, out: string[]): void {
  if (JSON.stringify(mine) === JSON.stringify(theirs)) return;
  if (
    mine &&
    theirs &&
    typeof mine === 'object' &&
    typeof theirs === 'object' &&
    !Array.isArray(mine) &&
    !Array.isArray(theirs)
  ) {
    const a = mine as Record<string, unknown>;
    const b = theirs as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (key === 'properties') {
        const pa = (a.properties ?? {}) as Record<string, unknown>;
        const pb = (b.properties ?? {}) as Record<string, unknown>;
        for (const field of new Set([...Object.keys(pa), ...Object.keys(pb)])) {
          if (!(field in pa)) out.push(`${where}: field "${field}" is missing (the contract has it)`);
          else if (!(field in pb)) out.push(`${where}: field "${field}" is not in the contract`);
          else diffShapes(`${where}.${field}`, pa[field], pb[field], out);
        }
      } else {
        diffShapes(`${where} ${key}`, a[key], b[key], out);
      }
    }
    return;
  }
  out.push(`${where}: ours ${JSON.stringify(mine)}, the contract ${JSON.stringify(theirs)}`);
}

const operationsOf = (doc: Document) =>
  new Map(
    Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, op]) => [`${method.toUpperCase()} ${route}`, op] as const),
    ),
  );

const firstSchema = (content: Record<string, { schema: Schema }> | undefined) =>
  content ? Object.values(content)[0]?.schema : undefined;

/** Every drift between our document and the contract, one line each. */
function findDrift(mine: Document, theirs: Document): string[] {
  const drift: string[] = [];
  const a = operationsOf(mine);
  const b = operationsOf(theirs);
  for (const key of b.keys()) if (!a.has(key)) drift.push(`${key}: missing from ${documentFile}`);
  for (const key of a.keys()) if (!b.has(key)) drift.push(`${key}: not in the contract`);
  for (const [key, theirOp] of b) {
    const myOp = a.get(key);
    if (!myOp) continue;
    // The token header is a security scheme in our document.
    const theirParams = (theirOp.parameters ?? []).filter((p) => p.name !== tokenHeader);
    const needsToken = (theirOp.parameters ?? []).some((p) => p.name === tokenHeader);
    const myParams = myOp.parameters ?? [];
    if (myParams.some((p) => p.name === tokenHeader)) drift.push(`${key}: ${tokenHeader} is a parameter, not security`);
    const usesToken = !(Array.isArray(myOp.security) && myOp.security.length === 0);
    if (needsToken !== usesToken) drift.push(`${key}: token ${needsToken ? 'required' : 'not used'} by the contract`);
    const paramKey = (p: { name: string; in: string }) => `${p.in} ${p.name}`;
    for (const p of theirParams) {
      const mineP = myParams.find((q) => paramKey(q) === paramKey(p));
      if (!mineP) drift.push(`${key}: parameter ${paramKey(p)} is missing`);
      else {
        if (Boolean(mineP.required) !== Boolean(p.required))
          drift.push(
            `${key}: parameter ${paramKey(p)} required ${String(mineP.required)}, contract ${String(p.required)}`,
          );
        diffShapes(`${key} parameter ${paramKey(p)}`, shape(mineP.schema), shape(p.schema), drift);
      }
    }
    for (const p of myParams) {
      if (!theirParams.some((q) => paramKey(q) === paramKey(p)))
        drift.push(`${key}: parameter ${paramKey(p)} is not in the contract`);
    }
    if (Boolean(myOp.requestBody) !== Boolean(theirOp.requestBody)) {
      drift.push(`${key}: request body ${theirOp.requestBody ? 'missing' : 'not in the contract'}`);
    } else if (myOp.requestBody && theirOp.requestBody) {
      if (Boolean(myOp.requestBody.required) !== Boolean(theirOp.requestBody.required))
        drift.push(
          `${key}: request body required ${String(myOp.requestBody.required)}, contract ${String(theirOp.requestBody.required)}`,
        );
      diffShapes(
        `${key} request body`,
        shape(firstSchema(myOp.requestBody.content)),
        shape(firstSchema(theirOp.requestBody.content)),
        drift,
      );
    }
    const myCodes = Object.keys(myOp.responses).sort();
    const theirCodes = Object.keys(theirOp.responses).sort();
    if (myCodes.join() !== theirCodes.join())
      drift.push(`${key}: status codes ${myCodes.join(', ')}, contract ${theirCodes.join(', ')}`);
    for (const code of theirCodes) {
      if (!myOp.responses[code] || corrections[`${key} ${code}`]) continue;
      diffShapes(
        `${key} ${code} response`,
        shape(firstSchema(myOp.responses[code].content)),
        shape(firstSchema(theirOp.responses[code]!.content)),
        drift,
      );
    }
  }
  const mySchemas = mine.components.schemas;
  const theirSchemas = theirs.components.schemas;
  for (const name of Object.keys(theirSchemas)) {
    if (!mySchemas[name]) drift.push(`schema ${name}: missing`);
    else diffShapes(`schema ${name}`, shape(mySchemas[name]), shape(theirSchemas[name]), drift);
  }
  for (const name of Object.keys(mySchemas)) if (!theirSchemas[name]) drift.push(`schema ${name}: not in the contract`);
  return drift;
}

describe(`${documentFile} matches the engine's contract`, () => {
  it('has every operation and schema, and no drift in paths, methods, parameters, bodies, status codes or fields', () => {
    const drift = findDrift(ours, contract);
    expect(
      drift,
      `${documentFile} drifted from tests/contract/dblabApiStructure.json. Change src/data/dblabApi/ to match ` +
        'the contract and run `npm run api:generate`:\n' +
        drift.join('\n'),
    ).toEqual([]);
    expect(operationsOf(ours).size).toBe(31);
    expect(Object.keys(ours.components.schemas)).toHaveLength(39);
  });

  it('names the drift when a path or a field changes (the comparison itself works)', () => {
    const edited = parse(renderOpenApiYaml()) as Document;
    edited.paths['/clone/{id}/restart'] = edited.paths['/clone/{id}/reset']!;
    delete edited.paths['/clone/{id}/reset'];
    const metadata = edited.components.schemas['CloneMetadata'] as { properties: Record<string, Schema> };
    metadata.properties['cloneDiffSize'] = { type: 'string' };
    expect(findDrift(edited, contract)).toEqual([
      `POST /clone/{id}/reset: missing from ${documentFile}`,
      'POST /clone/{id}/restart: not in the contract',
      'schema CloneMetadata.cloneDiffSize type: ours "string", the contract "integer"',
      'schema CloneMetadata.cloneDiffSize format: ours undefined, the contract "int64"',
    ]);
  });

  it('describes the token as a security scheme and gives every operation an id, a tag, a summary and examples', () => {
    const problems: string[] = [];
    for (const [key, op] of operationsOf(ours)) {
      for (const field of ['operationId', 'summary', 'description'])
        if (!op[field]) problems.push(`${key}: no ${field}`);
      if (!Array.isArray(op.tags) || op.tags.length !== 1) problems.push(`${key}: needs exactly one tag`);
      for (const [code, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!('example' in media)) problems.push(`${key} ${code} ${type}: no example`);
        }
      }
      const body = op.requestBody as { content: Record<string, Record<string, unknown>> } | undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) {
        if (!('example' in media)) problems.push(`${key} request ${type}: no example`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(ours).toMatchObject({
      security: [{ verificationToken: [] }],
      components: { securitySchemes: { verificationToken: { type: 'apiKey', in: 'header', name: tokenHeader } } },
    });
  });
});

describe('the generated document is current', () => {
  it.each([...renderAll()].map(([file, text]) => [file, text] as const))('%s', (file, text) => {
    const committed = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined;
    expect(
      committed === text,
      `${file} is not what src/data/dblabApi/ emits. Run \`npm run api:generate\` and commit the result; ` +
        'edit the typed source, not the generated file.',
    ).toBe(true);
  });
});
