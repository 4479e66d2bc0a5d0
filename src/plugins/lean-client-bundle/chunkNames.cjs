// Browser build only: gives the route chunks short names. Docusaurus names each
// route chunk after an 8-digit hash (the registry key). The name is written
// three times into what every page loads: as the registry key, in the route
// table (`routesChunkNames.json`) and in the runtime's name-to-id map used for
// prefetching. Short names sorted from the same registry keep all three in
// agreement, and prefetching by name keeps working.
'use strict';

const entryPattern = /"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"\\]+)" \*\//g;

/** The short name of every registry key: its position among the sorted keys, in base 36. */
function shortChunkNames(registrySource) {
  const keys = [];
  for (const match of registrySource.matchAll(entryPattern)) {
    if (match[1] !== match[2]) {
      throw new Error(`[lean-client-bundle] registry key ${match[1]} names chunk ${match[2]}; update chunkNames.cjs.`);
    }
    keys.push(match[1]);
  }
  return new Map([...new Set(keys)].sort().map((key, index) => [key, `r${index.toString(36)}`]));
}

/** The registry with its keys and chunk names shortened. */
function renameRegistryChunks(registrySource, names) {
  return registrySource.replace(entryPattern, (whole, key) => {
    const short = names.get(key);
    return `"${short}": [() => import(/* webpackChunkName: "${short}" */`;
  });
}

/** A `routesChunkNames` value with every chunk name the registry has shortened. */
function renameRouteChunkNames(value, names) {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renameRouteChunkNames(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renameRouteChunkNames(item, names)]));
  }
  return value;
}

module.exports = { shortChunkNames, renameRegistryChunks, renameRouteChunkNames };
