import React, { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
import HighlightedContent from './highlightedOnDemand';

type Props = WrapperProps<typeof ContentType>;

/** Whether this client render is the hydration of server-rendered HTML (a production build). */
const hydratesServerHtml = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * The highlighted code. The server render is final in either colour mode (the
 * token colours are CSS variables, src/plugins/code-blocks), so hydration
 * keeps the server's `<pre>` as it is: the browser neither downloads Prism nor
 * tokenizes the code again to rebuild the same elements, which on a page full
 * of SQL was most of the work before the page answered. A block that mounts
 * later (after a client-side navigation, or an edited example) loads Prism and
 * is highlighted as usual, showing its plain text meanwhile.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const [keepServerHtml, setKeepServerHtml] = useState(() => hydratesServerHtml && !isBrowser);

  // Safety net: when React rendered this block anew instead of hydrating it
  // (a hydration mismatch elsewhere makes React render the page itself), the
  // kept <pre> is empty; highlight the code then.
  useLayoutEffect(() => {
    if (keepServerHtml && !codeBlockRef.current?.hasChildNodes()) setKeepServerHtml(false);
  }, [keepServerHtml, codeBlockRef]);

  if (keepServerHtml) {
    return (
      <pre
        ref={codeBlockRef}
        // React keeps the server's children and attributes of an element whose
        // inner HTML it is told to set to the same value on every render.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  // The server build imports the highlighting itself: no boundary, nothing to wait for.
  if (!ExecutionEnvironment.canUseDOM) return <HighlightedContent {...props} />;
  return (
    <Suspense
      fallback={
        <pre ref={codeBlockRef} className={props.className}>
          <code>{metadata.code}</code>
        </pre>
      }
    >
      <HighlightedContent {...props} />
    </Suspense>
  );
}
