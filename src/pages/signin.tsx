import React, { type ReactNode } from 'react';
import RedirectNotice from '@site/src/components/RedirectNotice';
import { signInRedirectText } from '@site/src/components/RedirectNotice/text';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';

export default function SignInRedirect(): ReactNode {
  const { signInUrl } = useSiteConfig();
  return <RedirectNotice to={signInUrl} {...signInRedirectText} />;
}
