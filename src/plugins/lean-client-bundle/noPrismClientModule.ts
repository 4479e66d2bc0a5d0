// Stands in for the theme's client module that imports Prism on every page:
// `src/theme/CodeBlock/Content` registers the languages where code is shown.
export {};
