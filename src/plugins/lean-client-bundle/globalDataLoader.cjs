// Browser build only: drops the per-version doc lists from the docs plugins'
// global data. Only navbar items of the types `doc`, `docSidebar` and
// `docsVersion(Dropdown)` read them; the plugin leaves them in when the navbar
// has such an item.
'use strict';

function shapeError(what) {
  return new Error(
    `globalDataLoader: the generated globalData.json ${what}; the docs plugins' global data changed shape. ` +
      'Update src/plugins/lean-client-bundle/globalDataLoader.cjs for the new Docusaurus.',
  );
}

function withoutDocLists(source) {
  const data = JSON.parse(source);
  const instances = data['docusaurus-plugin-content-docs'];
  if (!instances || typeof instances !== 'object') throw shapeError('has no "docusaurus-plugin-content-docs" entry');
  for (const [id, instance] of Object.entries(instances)) {
    if (!Array.isArray(instance.versions)) throw shapeError(`has no versions list for the docs plugin "${id}"`);
    for (const version of instance.versions) {
      if (!Array.isArray(version.docs)) throw shapeError(`has no docs list in a version of the docs plugin "${id}"`);
      version.docs = [];
      version.draftIds = [];
    }
  }
  return JSON.stringify(data);
}

module.exports = function globalDataLoader(source) {
  return withoutDocLists(source);
};
module.exports.withoutDocLists = withoutDocLists;
