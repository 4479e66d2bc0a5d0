import { describe, expect, it } from 'vitest';
import { absoluteTime, plainExcerpt, relativeTime } from '@site/src/components/ChatPage/chatFormat';

const now = Date.parse('2025-03-10T12:00:00Z');

describe('relative time', () => {
  it.each([
    ['2025-03-10T11:59:30Z', 'just now'],
    ['2025-03-10T12:00:30Z', 'just now'],
    ['2025-03-10T11:59:00Z', '1 minute ago'],
    ['2025-03-10T11:15:00Z', '45 minutes ago'],
    ['2025-03-10T09:00:00Z', '3 hours ago'],
    ['2025-03-09T12:00:00Z', '1 day ago'],
    ['2025-03-07T11:00:00Z', '3 days ago'],
    ['2025-02-24T12:00:00Z', '2 weeks ago'],
    ['2024-12-01T12:00:00Z', '3 months ago'],
    ['2023-01-01T12:00:00Z', '2 years ago'],
  ])('%s is "%s"', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });

  it('is empty for an unreadable date', () => {
    expect(relativeTime('never', now)).toBe('');
  });
});

describe('absolute time', () => {
  it('formats in the given time zone', () => {
    expect(absoluteTime('2025-03-04T14:05:00Z', 'UTC')).toBe('Mar 4, 2025, 2:05 PM');
  });
});

describe('plain excerpt', () => {
  it('strips Markdown and code', () => {
    expect(plainExcerpt('## Why\nUse **`EXPLAIN`** and [the docs](https://x.org).\n```sql\nselect 1;\n```', 200)).toBe(
      'Why Use EXPLAIN and the docs.',
    );
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(plainExcerpt('How does planning time depend on the number of partitions?', 30)).toBe(
      'How does planning time depend…',
    );
  });
});
