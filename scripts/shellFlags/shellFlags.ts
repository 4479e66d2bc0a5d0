/**
 * Finds PostgreSQL client tool invocations in shell code blocks and the long
 * options they use, so they can be checked against the tools' own --help.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

export const postgresTools = [
  'psql',
  'pg_dump',
  'pg_dumpall',
  'pg_restore',
  'pgbench',
  'pg_basebackup',
  'pg_ctl',
  'initdb',
  'pg_amcheck',
  'vacuumdb',
  'reindexdb',
  'clusterdb',
  'createdb',
  'dropdb',
  'createuser',
  'pg_upgrade',
  'pg_checksums',
  'pg_waldump',
  'pg_controldata',
  'pg_isready',
  'pg_receivewal',
  'pg_recvlogical',
  'pg_rewind',
  'pg_resetwal',
  'pg_test_fsync',
] as const;

export type ToolOption = { tool: string; option: string; line: number };

const shellLanguages = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

type MdNode = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
};

/** Long options (`--jobs`, `--format=d`) passed to PostgreSQL tools in shell blocks. */
export function extractToolOptions(markdown: string): ToolOption[] {
  // Keep line numbers: replace the front matter by as many empty lines.
  const body = markdown.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (frontMatter) =>
    '\n'.repeat(frontMatter.split('\n').length - 1),
  );
  const found: ToolOption[] = [];
  const visit = (node: MdNode) => {
    if (node.type === 'code' && shellLanguages.has((node.lang ?? '').toLowerCase())) {
      const start = (node.position?.start.line ?? 0) + 1;
      let command = '';
      let commandLine = start;
      (node.value ?? '').split('\n').forEach((text, index) => {
        if (command === '') commandLine = start + index;
        command += ` ${text.replace(/(^|\s)#.*$/, '')}`;
        // A backslash at the end continues the command on the next line.
        if (text.trimEnd().endsWith('\\')) {
          command = command.replace(/\\\s*$/, '');
          return;
        }
        for (const segment of command.split(/\||&&|;|\$\(|`/)) {
          const words = segment.trim().split(/\s+/);
          const toolIndex = words.findIndex((word) =>
            (postgresTools as readonly string[]).includes(word.replace(/^.*\//, '')),
          );
          if (toolIndex < 0) continue;
          const tool = (words[toolIndex] ?? '').replace(/^.*\//, '');
          for (const word of words.slice(toolIndex + 1)) {
            const match = /^(--[a-z][a-z0-9-]*)/.exec(word);
            if (match?.[1]) found.push({ tool, option: match[1], line: commandLine });
          }
        }
        command = '';
      });
    }
    node.children?.forEach(visit);
  };
  visit(fromMarkdown(body) as MdNode);
  return found;
}

/** The long options a tool's --help lists. */
export function optionsFromHelp(helpText: string): Set<string> {
  return new Set([...helpText.matchAll(/(--[a-z][a-z0-9-]*)/g)].map((match) => match[1] ?? ''));
}
