/**
 * Old URLs that must keep working, from the `redirect-from` rows of the route
 * contract. A row is listed here once its target page exists; the client
 * redirects plugin turns each entry into a page that forwards the visitor.
 */
export type Redirect = {
  /** The old path; no trailing slash unless the contract has one. */
  from: string;
  /** An existing route of this site. */
  to: string;
};

export const redirects: readonly Redirect[] = [
  // The old site built a page from a file inside the rules folder by accident.
  { from: '/rules/rules-pages', to: '/rules/' },
  // Misspelled or shortened post addresses that were shared before they were corrected.
  {
    from: '/blog/20220106-explain-analyze-needs-buffers-to-improve-postgres-query-optimization process',
    to: '/blog/20220106-explain-analyze-needs-buffers-to-improve-the-postgres-query-optimization-process',
  },
  { from: '/blog/20240127-postges-ai-bot', to: '/blog/20240127-postgres-ai-bot' },
  { from: '/blog/20250725-selft-driving-postgres', to: '/blog/20250725-self-driving-postgres' },
  {
    from: '/blog/20251105-postgres-marathon-2-012',
    to: '/blog/20251105-postgres-marathon-2-012-ultra-fast-replica-creation-pgbackrest',
  },
];
