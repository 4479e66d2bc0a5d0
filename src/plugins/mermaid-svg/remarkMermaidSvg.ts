/**
 * Remark plugin: a ```mermaid code block becomes `<MermaidDiagram>`, which
 * shows the diagram drawn at build time (one SVG file per colour mode) instead
 * of running Mermaid in the reader's browser. A diagram without its files is
 * drawn now, when Chromium is at hand; otherwise the build stops and says why.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { diagramFile, diagramName, drawDiagram, readDrawnDiagram } from './renderMermaid';

/** The site folder: this file lives in `src/plugins/mermaid-svg/`. */
export const siteDir = path.resolve(__dirname, '..', '..', '..');

type Parent = { children: unknown[] };

function attribute(name: string, value: string | number): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: String(value) };
}

/** The code blocks of a tree that hold Mermaid, with their parents, in document order. */
function mermaidBlocks(tree: Root): Array<{ node: Code; parent: Parent }> {
  const found: Array<{ node: Code; parent: Parent }> = [];
  const walk = (parent: Parent) => {
    for (const child of parent.children as Array<{ type: string; children?: unknown[] }>) {
      if (child.type === 'code' && (child as unknown as Code).lang === 'mermaid') {
        found.push({ node: child as unknown as Code, parent });
      } else if (Array.isArray(child.children)) {
        walk(child as Parent);
      }
    }
  };
  walk(tree as unknown as Parent);
  return found;
}

export default function remarkMermaidSvg() {
  return async (tree: Root, file: { path?: string }): Promise<void> => {
    for (const { node, parent } of mermaidBlocks(tree)) {
      const name = diagramName(node.value);
      const lightFile = diagramFile(siteDir, name, 'light');
      const where = `${file.path ?? 'a Markdown file'}:${node.position?.start.line ?? '?'}`;
      try {
        if (!fs.existsSync(lightFile) || !fs.existsSync(diagramFile(siteDir, name, 'dark'))) {
          await drawDiagram(siteDir, node.value);
        }
      } catch (error) {
        throw new Error(`The Mermaid diagram at ${where} could not be drawn: ${(error as Error).message}`);
      }
      const drawn = readDrawnDiagram(fs.readFileSync(lightFile, 'utf8'));
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'MermaidDiagram',
        attributes: [
          attribute('name', name),
          attribute('width', drawn.width),
          attribute('height', drawn.height),
          attribute('description', drawn.description),
        ],
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node), 1, element);
    }
  };
}
