declare function routesLoader(source: string): string;
declare namespace routesLoader {
  /** Writes each leaf route of the generated route table as a call that builds the same object. */
  function compactRoutes(source: string): string;
}
export = routesLoader;
