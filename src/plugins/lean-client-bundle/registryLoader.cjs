// Browser build only: empties the module path strings of the generated route
// registry. Entries are `[loader, "module path", require.resolveWeak(...)]`;
// only the server render reads the path (to list a page's chunks).
'use strict';

function stripRegistryModulePaths(source) {
  return source.replace(/(\),\s*)"(?:[^"\\]|\\.)*"(,\s*require\.resolveWeak\()/g, '$1""$2');
}

module.exports = function registryLoader(source) {
  const stripped = stripRegistryModulePaths(source);
  if (stripped === source && source.includes('require.resolveWeak(')) {
    throw new Error('[lean-client-bundle] the route registry changed shape; update registryLoader.cjs.');
  }
  return stripped;
};
module.exports.stripRegistryModulePaths = stripRegistryModulePaths;
