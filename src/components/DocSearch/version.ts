/**
 * The installed DocSearch version, for the stock theme's `@docsearch/react/version`
 * import in the Algolia mode (it checks whether Ask AI is available, which needs
 * DocSearch 4). Read from the package, so it cannot drift from what is installed.
 */
import docsearchPackage from '@docsearch/react/package.json';

export const version: string = docsearchPackage.version;
