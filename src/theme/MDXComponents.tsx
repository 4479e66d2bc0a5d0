import MDXComponents from '@theme-original/MDXComponents';
import MermaidDiagram from '@site/src/components/MermaidDiagram';

// Mermaid blocks become <MermaidDiagram> at build time (src/plugins/mermaid-svg).
export default { ...MDXComponents, MermaidDiagram };
