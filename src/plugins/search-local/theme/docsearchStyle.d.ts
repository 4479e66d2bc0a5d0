// DocSearch 3 has no `exports` map: its `modal` entry point is a file at the package root
// that re-exports the main module, and it ships no types of its own for it.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
