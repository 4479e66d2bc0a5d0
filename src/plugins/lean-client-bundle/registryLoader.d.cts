declare function registryLoader(source: string): string;
declare namespace registryLoader {
  /** Empties the module path strings of the generated route registry. */
  function stripRegistryModulePaths(source: string): string;
}
export = registryLoader;
