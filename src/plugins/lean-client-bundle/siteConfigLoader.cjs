// Browser build only: the site configuration that the client reads.
// Docusaurus serializes the whole configuration into the main bundle, with
// every preset's and plugin's options (and so the absolute paths of the
// machine that built it). No client code reads those fields: the theme reads
// themeConfig, customFields, the base URL and the site's name and address.
'use strict';

/** Top-level fields that configure the build, not the pages. */
const buildOnlyFields = [
  'presets',
  'plugins',
  'themes',
  'headTags',
  'clientModules',
  'scripts',
  'stylesheets',
  'webpack',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
];

function clientSiteConfig(source) {
  const start = source.indexOf('export default ');
  if (start === -1) throw new Error('siteConfigLoader: the generated site configuration has no default export');
  const config = JSON.parse(
    source
      .slice(start + 'export default '.length)
      .trim()
      .replace(/;$/, ''),
  );
  for (const field of buildOnlyFields) delete config[field];
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigLoader(source) {
  return clientSiteConfig(source);
};
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.buildOnlyFields = buildOnlyFields;
