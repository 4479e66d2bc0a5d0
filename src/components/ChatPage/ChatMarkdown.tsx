import React, { type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Element, ElementContent } from 'hast';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import { slackToMarkdown } from './slackMarkdown';
import styles from './styles.module.css';

function textOf(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : ''))
    .join('');
}

/** The fence's language from `class="language-sql"` on the code element. */
function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

// Headings inside a message sit under the page's h1 and the message header, so they move two levels down.
const shiftedHeading = (level: 3 | 4 | 5 | 6): Components['h1'] =>
  function MessageHeading({ children }) {
    return <Heading as={`h${level}`}>{children}</Heading>;
  };

const components: Components = {
  h1: shiftedHeading(3),
  h2: shiftedHeading(4),
  h3: shiftedHeading(5),
  h4: shiftedHeading(6),
  h5: shiftedHeading(6),
  h6: shiftedHeading(6),
  pre({ node }) {
    const code = node?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    if (!code) return null;
    return <CodeBlock language={languageOf(code)}>{textOf(code.children).replace(/\n$/, '')}</CodeBlock>;
  },
  a({ href, children }) {
    // Links come from user content: no referrer, no ranking credit.
    return (
      <Link href={href} rel="noopener noreferrer nofollow">
        {children}
      </Link>
    );
  },
  img({ src, alt }) {
    return (
      <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" className={styles.image} />
    );
  },
  table({ children }) {
    return (
      <div className={styles.tableWrap}>
        <table>{children}</table>
      </div>
    );
  },
};

/**
 * A message body: Slack markup converted, then Markdown with GitHub extensions.
 * Raw HTML in a message is shown as text, never rendered (react-markdown's default).
 */
export default function ChatMarkdown({ content }: { content: string }): ReactNode {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {slackToMarkdown(content)}
      </Markdown>
    </div>
  );
}
