// Browser build only: empties the module path strings of the generated route
// registry. Entries are `[loader, "module path", require.resolveWeak(...)]`;
// only the server render reads the path (to list a page's chunks). Keys and
// chunk names get their short names (chunkNames.cjs).
'use strict';

const { shortChunkNames, renameRegistryChunks } = require('./chunkNames.cjs');

function stripRegistryModulePaths(source) {
  return source.replace(/(\),\s*)"(?:[^"\\]|\\.)*"(,\s*require\.resolveWeak\()/g, '$1""$2');
}

module.exports = function registryLoader(source) {
  const stripped = stripRegistryModulePaths(source);
  if (stripped === source && source.includes('require.resolveWeak(')) {
    throw new Error('[lean-client-bundle] the route registry changed shape; update registryLoader.cjs.');
  }
  const names = shortChunkNames(source);
  if (names.size === 0 && source.includes('webpackChunkName')) {
    throw new Error('[lean-client-bundle] no chunk names found in the route registry; update chunkNames.cjs.');
  }
  return renameRegistryChunks(stripped, names);
};
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
