import { lazy } from 'react';

/**
 * Prism, the extra languages and the theme's highlighting, fetched when a
 * block is highlighted in the browser. The server build replaces this module
 * with `./highlighted` itself (src/plugins/code-blocks), so the server render
 * never waits for it and the page's HTML carries the highlighted code.
 */
export default lazy(() => import('./highlighted'));
