/**
 * The SE price table fills in from the API in the browser. Its server HTML, and the Markdown
 * copy agents read, must still name the published starting price, so that a reader without
 * script or an agent does not find an empty table and nothing else.
 */
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { standardEdition } from '@site/src/data/pricing';
import { priceTableSnapshot } from '@site/src/data/priceTableSnapshot';
import { assertBuildExists, readBuilt } from '../support/buildOutput';

beforeAll(assertBuildExists);

const price = `$${standardEdition.startingMonthlyUsd}.00`;

const locales = [
  {
    name: 'English',
    html: 'pricing/table/index.html',
    markdown: 'pricing/table.md',
    sentence: `The published starting price is ${price} a month, as of November 13, 2025.`,
  },
  {
    name: 'Russian',
    html: 'ru/pricing/table/index.html',
    markdown: 'ru/pricing/table.md',
    sentence: `Опубликованная начальная цена на 13 ноября 2025 г. — ${price} в месяц.`,
  },
];

describe.each(locales)('the $name price table page', ({ html, markdown, sentence }) => {
  it('names the published starting price and its date in the server HTML', () => {
    const $ = load(readBuilt(html));
    const text = $('main').text().replace(/\s+/g, ' ');
    expect(
      text,
      'the footnote of src/components/PriceTable should name the snapshot’s starting price while the table loads',
    ).toContain(sentence);
    expect($(`main time[datetime="${priceTableSnapshot.asOf}"]`).length).toBeGreaterThan(0);
  });

  it('names it in the Markdown copy too', () => {
    expect(readBuilt(markdown).replace(/\s+/g, ' ')).toContain(sentence);
  });
});
