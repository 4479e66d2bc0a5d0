import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { unwrapParagraph } from '@site/src/components/Marketing/unwrapParagraph';

/** What a component that wraps its MDX children in `<p class="text">` renders. */
function card(children: Parameters<typeof unwrapParagraph>[0]): string {
  return renderToStaticMarkup(createElement('p', { className: 'text' }, unwrapParagraph(children)));
}

describe('unwrapParagraph', () => {
  it('gives the text of a child written on the tag’s line unchanged', () => {
    expect(card('Clones in seconds.')).toBe('<p class="text">Clones in seconds.</p>');
  });

  it('takes the text out of the one paragraph MDX makes of a child on its own lines', () => {
    const paragraph = createElement('p', null, 'Clones in ', createElement('code', null, 'dblab'), '.');
    expect(card(paragraph)).toBe('<p class="text">Clones in <code>dblab</code>.</p>');
  });

  it('leaves several paragraphs or other elements as they are', () => {
    const two = [createElement('p', { key: 1 }, 'One.'), createElement('p', { key: 2 }, 'Two.')];
    expect(unwrapParagraph(two)).toBe(two);
    const list = createElement('ul', null, createElement('li', null, 'A'));
    expect(unwrapParagraph(list)).toBe(list);
  });
});
