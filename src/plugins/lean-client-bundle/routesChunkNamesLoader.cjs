// Browser build only: the route table's chunk names, shortened as the
// registry beside it shortens them (chunkNames.cjs).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { shortChunkNames, renameRouteChunkNames } = require('./chunkNames.cjs');

module.exports = function routesChunkNamesLoader(source) {
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  const names = shortChunkNames(fs.readFileSync(registryFile, 'utf8'));
  return JSON.stringify(renameRouteChunkNames(JSON.parse(source), names));
};
