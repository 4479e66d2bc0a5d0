/**
 * Ejected from @docusaurus/theme-classic 3.10.2, src/theme/CodeBlock/index.tsx.
 * Why: the theme keys each code block by `useIsBrowser()`, which mounts every
 * block a second time after hydration so that a page in dark mode gets the
 * dark token colours. Our token colours are CSS variables that follow the
 * colour mode by themselves (src/plugins/code-blocks), so the server's HTML
 * is already right; the second mount was the largest piece of main-thread
 * work on pages full of SQL. Changes are between CUSTOM CODE markers.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // CUSTOM CODE: no `key={String(useIsBrowser())}`; the colours are CSS variables.
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  // CUSTOM CODE end
}
