/** What the "Try it" panel needs to know of one operation; the API generator writes it into the page. */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** `boolean` parameters get a choice of true, false or nothing. */
  type: 'string' | 'integer' | 'boolean';
  /** The example value, shown as the field's placeholder and prefilled for path parameters. */
  example: string;
}

export interface TryItOperation {
  operationId: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  /** `false` for the endpoints that answer without the Verification-Token header. */
  authenticated: boolean;
  parameters: readonly TryItParameter[];
  /** The example request body as pretty JSON; absent when the operation takes no body. */
  exampleBody?: string;
}
