/**
 * Types of the DBLab Engine API contract source. `operations.ts` and
 * `schemas.ts` hold the facts and our prose; `document.ts` turns them into the
 * OpenAPI 3.1 document that `npm run api:generate` writes to openapi/dblab.yaml.
 */

/** A JSON Schema (OpenAPI 3.1 dialect), as far as this contract uses it. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  format?: string;
  description?: string;
  properties?: Readonly<Record<string, JsonSchema>>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  required?: readonly string[];
  enum?: readonly string[];
  default?: unknown;
  minimum?: number;
  pattern?: string;
  examples?: readonly unknown[];
  /** Only as `{ $ref: '#/components/schemas/Name' }`, made by `ref()`. */
  $ref?: string;
  /** The contract item exists only in DBLab Engine 4.2 release candidates. */
  'x-dblab-since'?: string;
}

export type Tag = 'Instance' | 'Snapshots' | 'Clones' | 'Branches' | 'Observation' | 'Admin';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description: string;
  example: string | boolean;
}

export interface ApiRequestBody {
  required: boolean;
  description: string;
  schema: JsonSchema;
  example: unknown;
}

export interface ApiResponse {
  description: string;
  /** Omitted for a response without a body. */
  content?: { mediaType: string; schema: JsonSchema; example: unknown };
}

export interface ApiOperation {
  method: HttpMethod;
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  /** Markdown; a 4.2-rc operation also says so here. */
  description: string;
  /** `false` for the endpoints that answer without the Verification-Token header. */
  authenticated: boolean;
  /** Set for operations that exist only in 4.2 release candidates: the first such version. */
  since?: string;
  parameters?: readonly ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: Readonly<Record<string, ApiResponse>>;
  /** The `dblab` CLI commands that call this operation (from the CLI facts), if any. */
  cli?: readonly string[];
}
