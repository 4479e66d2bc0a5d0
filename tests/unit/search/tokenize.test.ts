import { describe, expect, it } from 'vitest';
import { fillersLast, normalizeTerm, stem } from '@site/src/plugins/search-local/engine/tokenize';

const same = (words: string[]) => new Set(words.map((word) => stem(normalizeTerm(word))));

describe('search tokenizer', () => {
  it('gives common English word forms one stem', () => {
    expect(same(['vacuum', 'vacuumed', 'vacuuming', 'vacuums'])).toEqual(new Set(['vacuum']));
    expect(same(['index', 'indexes'])).toEqual(new Set(['index']));
    expect(same(['query', 'queries']).size).toBe(1);
    expect(same(['drop', 'dropped', 'dropping', 'drops']).size).toBe(1);
    expect(same(['cache', 'caches', 'cached']).size).toBe(1);
  });

  it('gives Russian case forms one stem', () => {
    expect(same(['клон', 'клона', 'клонов', 'клоны', 'клонами'])).toEqual(new Set(['клон']));
    expect(same(['индекс', 'индексы', 'индексов']).size).toBe(1);
  });

  it('leaves short words, identifiers and versions as they are', () => {
    expect(stem('is')).toBe('is');
    expect(stem('pg_stat_statements')).toBe('pg_stat_statements');
    expect(stem('int4')).toBe('int4');
    expect(stem('status')).toBe('status');
  });

  it('moves question words and fillers to the end of a query for engines that drop words from the right', () => {
    expect(fillersLast('how do I find unused indexes')).toBe('find unused indexes how do I');
    expect(fillersLast('как найти неиспользуемые индексы')).toBe('найти неиспользуемые индексы как');
    expect(fillersLast('what is')).toBe('what is');
    expect(fillersLast('vacuum')).toBe('vacuum');
  });
});
