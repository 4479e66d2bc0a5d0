import { Children, isValidElement, type ReactNode } from 'react';

/**
 * The text of a one-paragraph MDX child, for a component that wraps it in its
 * own `<p>`. In MDX, `<Card>Text</Card>` passes the text, but a text on its
 * own line between the tags arrives wrapped in a paragraph; unwrapping it
 * keeps both spellings valid HTML and styled the same.
 */
export function unwrapParagraph(children: ReactNode): ReactNode {
  const nodes = Children.toArray(children);
  const [only] = nodes;
  if (nodes.length === 1 && isValidElement<{ children?: ReactNode }>(only) && only.type === 'p') {
    return only.props.children;
  }
  return children;
}
