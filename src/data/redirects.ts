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
  { from: '/blog/20250725-selft-driving-postgres', to: '/blog/20250725-self-driving-postgres' },
];
