import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code } from 'mdast';
import { describe, expect, it } from 'vitest';
import {
  colorModes,
  diagramFile,
  diagramName,
  diagramsFolder,
  readDrawnDiagram,
  withTextAlternative,
} from '@site/src/plugins/mermaid-svg/renderMermaid';
import remarkMermaidSvg, { siteDir } from '@site/src/plugins/mermaid-svg/remarkMermaidSvg';
import { readMarkdownPages } from '../support/markdownPages';

type Diagram = { where: string; source: string };

function diagramsOf(folder: string): Diagram[] {
  return readMarkdownPages(path.join(siteDir, folder)).flatMap((page) => {
    const found: Diagram[] = [];
    const visit = (node: { type: string; children?: unknown[] }) => {
      if (node.type === 'code' && (node as Code).lang === 'mermaid') {
        const code = node as Code;
        found.push({ where: `${folder}/${page.file}:${code.position?.start.line ?? '?'}`, source: code.value });
      }
      for (const child of (node.children ?? []) as Array<{ type: string }>) visit(child);
    };
    visit(fromMarkdown(page.body));
    return found;
  });
}

// Translations under i18n/ draw their own diagrams (translated labels and text alternatives).
const diagrams = ['docs', 'blog', 'rules', 'src/pages', 'i18n'].flatMap(diagramsOf);

describe('Mermaid diagrams drawn at build time', () => {
  it('finds the diagrams of the content', () => {
    expect(diagrams.length, 'no ```mermaid block found in docs, blog, rules, src/pages or i18n').toBeGreaterThan(0);
  });

  it('has both colour modes of every diagram in the repository, with a size and a description', () => {
    const missing = diagrams
      .filter(({ source }) =>
        colorModes.some((mode) => !fs.existsSync(diagramFile(siteDir, diagramName(source), mode))),
      )
      .map(
        ({ where }) =>
          `${where}: this Mermaid diagram has no drawn SVG in ${diagramsFolder}/. Run "npm run build" (it draws new ` +
          'diagrams with Chromium) and commit the new files.',
      );
    expect(missing, missing.join('\n')).toEqual([]);
    for (const { source, where } of diagrams) {
      const drawn = readDrawnDiagram(fs.readFileSync(diagramFile(siteDir, diagramName(source), 'light'), 'utf8'));
      const files = `${diagramsFolder}/${diagramName(source)}-*.svg`;
      expect(
        drawn.width,
        `${where}: the drawn ${files} has no width. Delete it and run "npm run build" to draw it again.`,
      ).toBeGreaterThan(0);
      expect(
        drawn.description.length,
        `${where}: the diagram's text alternative is under 20 characters. Give it an "accDescr:" line that says what it shows, then run "npm run build" and commit the redrawn files.`,
      ).toBeGreaterThan(20);
    }
  });

  it('keeps no drawing that no diagram uses any more', () => {
    const used = new Set(
      diagrams.flatMap(({ source }) => colorModes.map((mode) => `${diagramName(source)}-${mode}.svg`)),
    );
    const stale = fs
      .readdirSync(path.join(siteDir, diagramsFolder))
      .filter((file) => !used.has(file))
      .map((file) => `${diagramsFolder}/${file} belongs to no diagram any more: delete it.`);
    expect(stale, stale.join('\n')).toEqual([]);
  });
});

describe('remark plugin', () => {
  it('replaces a drawn Mermaid block with <MermaidDiagram> carrying its size and description', async () => {
    const { source } = diagrams[0]!;
    const tree = fromMarkdown(`Before.\n\n\`\`\`mermaid\n${source}\n\`\`\`\n\nAfter.\n`);
    await remarkMermaidSvg()(tree, { path: 'example.md' });
    const element = tree.children[1] as unknown as {
      type: string;
      name: string;
      attributes: Array<{ name: string; value: string }>;
    };
    expect(element.type).toBe('mdxJsxFlowElement');
    expect(element.name).toBe('MermaidDiagram');
    const attributes = Object.fromEntries(element.attributes.map(({ name, value }) => [name, value]));
    expect(attributes.name).toBe(diagramName(source));
    expect(Number(attributes.width)).toBeGreaterThan(0);
    // The diagram's own accDescr when it has one, else its edges or messages in words.
    const given = /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
    if (given) expect(attributes.description).toBe(given);
    else expect(attributes.description).toMatch(/→/);
    expect(tree.children).toHaveLength(3);
  });

  it('leaves other code blocks alone', async () => {
    const tree = fromMarkdown('```sql\nselect 1;\n```\n');
    await remarkMermaidSvg()(tree, { path: 'example.md' });
    expect(tree.children[0]?.type).toBe('code');
  });
});

describe('drawn SVG text alternative', () => {
  it('puts an escaped title and description first in the SVG and reads them back', () => {
    const svg = withTextAlternative('<svg viewBox="0 0 120.5 40"><g/></svg>', 'Flowchart', 'A → B & <C>');
    expect(svg).toBe(
      '<svg viewBox="0 0 120.5 40"><title>Flowchart</title><desc>A → B &amp; &lt;C&gt;</desc><g/></svg>',
    );
    expect(readDrawnDiagram(svg)).toEqual({ width: 121, height: 40, description: 'A → B & <C>' });
  });
});
