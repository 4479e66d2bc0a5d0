import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';
import type { CallToAction } from '@site/src/data/callToAction';

/** A button-styled link whose target is a site route, an external address or a configured one. */
export default function CallToActionLink({
  action,
  className,
  size = 'lg',
}: {
  action: CallToAction;
  className?: string;
  size?: 'lg' | 'md';
}): ReactNode {
  const settings = useSiteConfig();
  const classes = clsx('button', size === 'lg' && 'button--lg', `button--${action.variant}`, className);
  if ('route' in action.target) {
    return (
      <Link className={classes} to={action.target.route}>
        {action.label}
      </Link>
    );
  }
  const href = 'href' in action.target ? action.target.href : settings[action.target.setting];
  // Link opens external addresses in a new tab; a mail link only opens the mail client.
  // (Passing target={undefined} would drop that default for other links.)
  const mailTarget = href.startsWith('mailto:') ? { target: '_self' } : {};
  return (
    <Link className={classes} href={href} {...mailTarget}>
      {action.label}
    </Link>
  );
}
