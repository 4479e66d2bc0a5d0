import React, { type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import RunnableSql, { UnavailableSql } from '@site/src/components/SqlRunner';
import { runInfo } from '@site/src/components/SqlRunner/runInfo';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * SQL blocks that the site's SQL check runs get a Run button (or, when PGlite
 * cannot run them, a note saying why); every other block renders as before.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const info = runInfo(props.metastring);
  if (!info || typeof props.children !== 'string') return <CodeBlock {...props} />;
  if (info.kind === 'unavailable') {
    return (
      <>
        <CodeBlock {...props} />
        <UnavailableSql reason={info.reason} />
      </>
    );
  }
  return <RunnableSql CodeBlock={CodeBlock} blockProps={props} code={props.children} info={info} />;
}
