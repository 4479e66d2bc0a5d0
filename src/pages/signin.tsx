import React, { type ReactNode } from 'react';
import RedirectNotice from './_components/RedirectNotice';
import { signInRedirectText } from './_components/RedirectNotice/text';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';

export default function SignInRedirect(): ReactNode {
  const { signInUrl } = useSiteConfig();
  return <RedirectNotice to={signInUrl} {...signInRedirectText} />;
}
