import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * One documentation sidebar. Categories start collapsed (the docs plugin
 * default); pages outside the sidebar stay reachable by link.
 */
const sidebars: SidebarsConfig = {
  docs: [{ type: 'doc', id: 'get-started', label: 'Documentation home' }],
};

export default sidebars;
