import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';
import type { CallToAction } from '@site/src/data/home';

/** A button-styled link whose target is a site route or a configured external address. */
export default function CallToActionLink({
  action,
  className,
}: {
  action: CallToAction;
  className?: string;
}): ReactNode {
  const settings = useSiteConfig();
  const href = 'route' in action.target ? action.target.route : settings[action.target.setting];
  const classes = clsx('button', 'button--lg', `button--${action.variant}`, className);
  return 'route' in action.target ? (
    <Link className={classes} to={href}>
      {action.label}
    </Link>
  ) : (
    <Link className={classes} href={href}>
      {action.label}
    </Link>
  );
}
