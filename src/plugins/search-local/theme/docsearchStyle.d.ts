// DocSearch's stylesheet entry point is plain JavaScript that imports CSS.
declare module '@docsearch/react/style';
