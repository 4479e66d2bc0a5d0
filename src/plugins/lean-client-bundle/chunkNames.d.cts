/** The short name of every registry key: its position among the sorted keys, in base 36. */
export function shortChunkNames(registrySource: string): Map<string, string>;
/** The registry with its keys and chunk names shortened. */
export function renameRegistryChunks(registrySource: string, names: Map<string, string>): string;
/** A `routesChunkNames` value with every chunk name the registry has shortened. */
export function renameRouteChunkNames<T>(value: T, names: Map<string, string>): T;
