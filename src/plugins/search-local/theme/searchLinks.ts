/** URLs of search results and of the full results page. */

/** The longest query the results page accepts; longer text is cut. */
export const maxPageQueryLength = 512;

/** Index paths are stored without the base URL; links need it. */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (/^[a-z]+:/i.test(path) || path.startsWith(baseUrl)) return path;
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

export function searchPageLink(searchPageUrl: string, query: string): string {
  const trimmed = query.trim().slice(0, maxPageQueryLength);
  return trimmed ? `${searchPageUrl}?${new URLSearchParams({ q: trimmed }).toString()}` : searchPageUrl;
}
