// Browser build only: drops the per-version doc lists from the docs plugins'
// global data. Only navbar items of the types `doc`, `docSidebar` and
// `docsVersion(Dropdown)` read them; the plugin leaves them in when the navbar
// has such an item.
'use strict';

function withoutDocLists(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions ?? []) {
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
