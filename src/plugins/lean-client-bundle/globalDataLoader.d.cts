declare function globalDataLoader(source: string): string;
declare namespace globalDataLoader {
  /** The global data without the docs plugins' per-version doc lists. */
  function withoutDocLists(source: string): string;
}
export = globalDataLoader;
