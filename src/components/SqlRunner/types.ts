import type { ComponentType } from 'react';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import type { RunInfo } from './runInfo';

export type RunnableInfo = Extract<RunInfo, { kind: 'runnable' }>;

export type PanelProps = {
  /** The theme's own code block, which highlights the code. */
  CodeBlock: ComponentType<CodeBlockProps>;
  blockProps: CodeBlockProps;
  /** The block's SQL as written. */
  code: string;
  info: RunnableInfo;
  /** Which button's click loaded the panel. */
  intent: 'run' | 'edit';
  /** The Run button's accessible name. */
  label: string;
};
