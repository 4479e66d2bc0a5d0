/**
 * Content types by file extension, for the files a build holds. The nginx
 * configuration carries this table instead of the system's, so a type does
 * not depend on the host; a build file with an extension missing here stops
 * `npm run deploy:config`.
 */
export const mimeTypes: Readonly<Record<string, string>> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  mjs: 'application/javascript',
  json: 'application/json',
  jsonl: 'application/jsonl',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  // PostgreSQL in WebAssembly for the SQL examples' Run buttons: the module and its file-system image.
  wasm: 'application/wasm',
  data: 'application/octet-stream',
};

/** Types that are text, sent with `charset=utf-8`. */
export function textTypes(): string[] {
  const types = Object.values(mimeTypes).filter(
    (type) => type.startsWith('text/') || /[/+](javascript|json|jsonl|xml)$/.test(type),
  );
  return [...new Set(types)].sort();
}

/** Extensions (without the dot) of the given file names that the table lacks. */
export function unknownExtensions(fileNames: Iterable<string>): string[] {
  const missing = new Set<string>();
  for (const name of fileNames) {
    const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
    if (extension === undefined || !(extension in mimeTypes)) missing.add(extension ?? `(none: ${name})`);
  }
  return [...missing].sort();
}
