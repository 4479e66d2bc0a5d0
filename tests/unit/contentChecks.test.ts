import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { ariaNameProblems, headingProblems, imageProblems, svgProblems, tableProblems } from '../support/contentChecks';

const page = (body: string) => cheerio.load(`<!doctype html><html><body>${body}</body></html>`);

describe('content checks of built pages', () => {
  it('images: alt is required; empty marks decoration; file names and bare words are not descriptions', () => {
    expect(
      imageProblems(page('<img src="a.png" alt="Clone creation time by database size"><img src="b.png" alt="">')),
    ).toEqual([]);
    expect(imageProblems(page('<div aria-hidden="true"><img src="c.png"></div>'))).toEqual([]);
    expect(imageProblems(page('<img src="a.png">'))).toEqual(['<img src="a.png"> has no alt attribute']);
    expect(imageProblems(page('<img src="a.png" alt="cover.png"><img src="b.png" alt="Screenshot">'))).toHaveLength(2);
  });

  it('diagrams: a figure has a title and a description; icons in controls and hidden SVGs pass', () => {
    const figure = `<svg role="img" aria-labelledby="t d"><title id="t">Thin clones</title><desc id="d">Three clones share one snapshot.</desc></svg>`;
    expect(svgProblems(page(figure))).toEqual([]);
    expect(
      svgProblems(
        page('<svg aria-hidden="true"></svg><a href="/">Home <svg></svg></a><svg style="display: none"></svg>'),
      ),
    ).toEqual([]);
    expect(svgProblems(page('<svg role="img" aria-label="Thin clones"></svg>'))).toEqual([
      '<svg> has no <title>',
      '<svg> has no text alternative (<desc> or aria-describedby)',
    ]);
    expect(svgProblems(page('<p>Flow: <svg><path d="M0 0"/></svg></p>'))).toEqual([
      '<svg> is neither hidden (aria-hidden="true") nor a figure (role="img")',
    ]);
  });

  it('tables: header cells are required and must not be empty', () => {
    expect(
      tableProblems(page('<table><tr><th>Edition</th><th>Price</th></tr><tr><td>CE</td><td>Free</td></tr></table>')),
    ).toEqual([]);
    expect(tableProblems(page('<table><tr><td>CE</td><td>Free</td></tr></table>'))).toEqual([
      '<table> has no header cells (first row: "CEFree")',
    ]);
    expect(tableProblems(page('<table><tr><th></th><th>CE</th></tr></table>'))).toEqual([
      '<table>: header cell 1 is empty',
    ]);
  });

  it('headings: start at h1 and go down one level at a time', () => {
    expect(
      headingProblems(page('<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2><h2>E</h2><h3>F</h3><h4>G</h4><h2>H</h2>')),
    ).toEqual([]);
    expect(headingProblems(page('<h1>Archive</h1><h3>2025</h3>'))).toEqual([
      'h3 "2025" follows an h1, skipping a level',
    ]);
    expect(headingProblems(page('<h2>Intro</h2><h1>Title</h1>'))).toEqual(['the first heading is h2 "Intro", not h1']);
  });

  it('ARIA names: not on elements whose role forbids a name', () => {
    expect(
      ariaNameProblems(
        page(
          '<nav aria-label="Share"></nav><section aria-labelledby="x"></section><span role="img" aria-label="4 stars">★★★★</span>',
        ),
      ),
    ).toEqual([]);
    expect(
      ariaNameProblems(page('<span class="stars" aria-label="GitHub stars">2.4k</span><p aria-labelledby="x">…</p>')),
    ).toEqual([
      '<span.stars> has aria-label, which its role (generic) does not allow',
      '<p> has aria-labelledby, which its role (paragraph) does not allow',
    ]);
  });
});
