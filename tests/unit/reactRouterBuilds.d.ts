/** react-router's two builds, imported by file to compare the patched one with upstream. */
declare module 'react-router/esm/react-router.js' {
  export { matchPath } from 'react-router';
}
declare module 'react-router/cjs/react-router.js' {
  export { matchPath } from 'react-router';
}
