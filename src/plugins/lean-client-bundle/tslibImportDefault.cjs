// Browser build only: the one tslib helper that @docusaurus/utils-common's
// CommonJS code calls. Its `require("tslib")` otherwise puts all of tslib
// into every page's main bundle, where it cannot be tree-shaken.
'use strict';

exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
};
