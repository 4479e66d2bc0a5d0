// Mermaid diagrams are drawn as SVG in the browser. Each one carries a title and a
// text alternative (accTitle, accDescr), which Mermaid writes into the SVG's
// <title> and <desc> and links with aria-labelledby / aria-describedby.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mermaidTextMissing as missingText } from '@site/src/plugins/content-rules/markdownStructure';
import { readMarkdownPages } from '../support/markdownPages';

const root = path.resolve(__dirname, '../..');
const folders = ['docs', 'blog', 'rules', 'src/pages'];

/** The body of every ```mermaid block. */
function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^\s*```mermaid[^\n]*\n([\s\S]*?)^\s*```/gm)].map((match) => match[1] ?? '');
}

const diagrams = folders.flatMap((folder) =>
  readMarkdownPages(path.join(root, folder)).flatMap((page) =>
    mermaidBlocks(page.body).map((diagram, index) => ({
      where: `${folder}/${page.file} diagram ${index + 1} (${diagram.trim().split('\n')[0]})`,
      diagram,
    })),
  ),
);

describe('Mermaid diagrams have a title and a text alternative', () => {
  it('finds the diagrams', () => {
    expect(
      diagrams.length,
      `only ${diagrams.length} Mermaid diagrams found in the content: were pages moved?`,
    ).toBeGreaterThan(40);
  });

  it('every diagram', () => {
    const problems = diagrams.flatMap(({ where, diagram }) =>
      missingText(diagram).map(
        (missing) =>
          `${where}: no ${missing}. Add "accTitle: <a short title>" and "accDescr: <what the diagram shows, in a sentence>" as the diagram's first lines.`,
      ),
    );
    if (problems.length > 0) throw new Error(`${problems.length} diagram problems:\n  - ${problems.join('\n  - ')}`);
  });

  it('rejects a diagram without them (the check can fail)', () => {
    const [diagram = ''] = mermaidBlocks('Text\n\n```mermaid\nflowchart LR\n  a --> b\n```\n');
    expect(missingText(diagram)).toEqual(['accTitle', 'accDescr of at least 8 words']);
  });
});
