import React, { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type { WrapperProps } from '@docusaurus/types';
// The theme's own styles for the highlighted block, so the plain text shown meanwhile has its box.
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
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
        // The same boxes as the highlighted block (a line per element, the theme's padding), so
        // highlighting changes only colours: nothing below the block moves when it arrives.
        <pre
          ref={codeBlockRef}
          className={clsx(props.className, contentStyles.codeBlock, 'thin-scrollbar')}
          data-highlight-pending=""
        >
          <code
            className={clsx(
              contentStyles.codeBlockLines,
              metadata.lineNumbersStart !== undefined && contentStyles.codeBlockLinesWithNumbering,
            )}
          >
            {metadata.code.split('\n').map((line, index) => (
              <div key={index} className={clsx('token-line', metadata.lineClassNames[index])}>
                {line}
                <br />
              </div>
            ))}
          </code>
        </pre>
      }
    >
      <HighlightedContent {...props} />
    </Suspense>
  );
}
