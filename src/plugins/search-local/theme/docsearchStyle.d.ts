// DocSearch 3's dialog entry point re-exports the package's main module.
declare module 'docsearch-react-3/modal' {
  export { DocSearchModal } from 'docsearch-react-3';
}
