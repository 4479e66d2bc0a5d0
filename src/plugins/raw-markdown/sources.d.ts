// The data module the raw-markdown plugin writes at build time (see index.ts).
declare module '@generated/raw-markdown/default/sources.json' {
  import type { RawMarkdownSources } from '@site/src/plugins/raw-markdown';

  const sources: RawMarkdownSources;
  export default sources;
}
