/**
 * What a built HTML page gets so that agents find its Markdown: a
 * `<link rel="alternate" type="text/markdown">` in the head, and a line at
 * the top of the body naming the page's Markdown and the site's llms.txt.
 * The line is hidden from sight (clipped to one pixel, as screen-reader text
 * is) and from screen readers (`aria-hidden`), and has no link to focus, so
 * people never meet it. Plain HTML: no script, no stylesheet.
 */

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Marks the line, so a second rewrite of the page does not add another. */
export const pointerAttribute = 'data-agent-pointer';

const hiddenStyle =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

export function withMarkdownPointers(html: string, markdownUrl: string, indexUrl: string): string {
  if (html.includes(pointerAttribute)) return html;
  const headEnd = html.indexOf('</head>');
  const body = /<body\b[^>]*>/.exec(html);
  if (headEnd === -1 || !body || body.index < headEnd) return html;
  const link = `<link rel="alternate" type="text/markdown" href="${escapeAttribute(markdownUrl)}">`;
  const line =
    `<div ${pointerAttribute} aria-hidden="true" style="${hiddenStyle}">` +
    `AI agents: this page as Markdown is at ${escapeText(markdownUrl)}; ` +
    `the index of every page is at ${escapeText(indexUrl)}.</div>`;
  const bodyEnd = body.index + body[0].length;
  return `${html.slice(0, headEnd)}${link}${html.slice(headEnd, bodyEnd)}${line}${html.slice(bodyEnd)}`;
}
