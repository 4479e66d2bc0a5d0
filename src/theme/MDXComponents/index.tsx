import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import { translate } from '@docusaurus/Translate';
import MarkdownTable from '@site/src/components/MarkdownTable';
import MermaidDiagram from '@site/src/components/MermaidDiagram';

/** A task-list checkbox (`- [x] item`) says in words whether the item is done. */
function MarkdownInput(props: ComponentProps<'input'>): ReactNode {
  if (props.type !== 'checkbox') return <input {...props} />;
  const label = props.checked
    ? translate({ id: 'markdown.taskList.done', message: 'Done' })
    : translate({ id: 'markdown.taskList.open', message: 'Not done yet' });
  return <input {...props} aria-label={label} />;
}

// Wrapped to add what Markdown cannot say: names for task-list checkboxes and
// keyboard access to tables too wide for the column; and the diagrams that
// src/plugins/mermaid-svg draws at build time.
export default {
  ...MDXComponents,
  input: MarkdownInput,
  table: MarkdownTable,
  MermaidDiagram,
};
