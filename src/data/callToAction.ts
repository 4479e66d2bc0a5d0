/** The shape of a button-styled link, shared by every page that shows one. */
export type CallToAction = {
  label: string;
  /**
   * A site route (`/docs/`), an external address (`https://…`, `mailto:…`),
   * or the name of an address the deployment configures.
   */
  target: { route: string } | { href: string } | { setting: 'signInUrl' };
  variant: 'primary' | 'secondary';
};
