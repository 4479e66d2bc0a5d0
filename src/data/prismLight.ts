import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours for light mode: the GitHub look of the previous theme, each
 * colour darkened just enough to read at 4.5:1 or more on the code background
 * and on a highlighted line (see `--docusaurus-highlighted-code-line-bg` in
 * src/css/custom.scss). tests/unit/prismContrast.test.ts checks every entry.
 */
export const prismLight: PrismTheme = {
  plain: { color: '#393a34', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#63635a', fontStyle: 'italic' } },
    // Was a 70% opacity of the text colour; a solid colour keeps its contrast predictable.
    { types: ['namespace'], style: { color: '#5e6772' } },
    { types: ['string', 'attr-value'], style: { color: '#c0115e' } },
    { types: ['punctuation', 'operator'], style: { color: '#393a34' } },
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: { color: '#107571' },
    },
    { types: ['atrule', 'keyword', 'attr-name', 'selector'], style: { color: '#006a9e' } },
    { types: ['function', 'deleted', 'tag'], style: { color: '#c52537' } },
    { types: ['function-variable'], style: { color: '#6f42c1' } },
    // Later entries win: keywords, tags and selectors end up dark blue, as before.
    { types: ['tag', 'selector', 'keyword'], style: { color: '#00009f' } },
  ],
};
