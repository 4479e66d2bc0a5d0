import { describe, expect, it } from 'vitest';
import { slackToMarkdown } from '@site/src/components/ChatPage/slackMarkdown';

describe('Slack markup to Markdown', () => {
  it.each([
    ['bold', 'Run *VACUUM* first', 'Run **VACUUM** first'],
    ['bold at line start and before punctuation', '*Note*: check *this*.', '**Note**: check **this**.'],
    [
      'links with a label',
      'See <https://www.postgresql.org/docs/|the docs>',
      'See [the docs](https://www.postgresql.org/docs/)',
    ],
    [
      'links without a label',
      'Open <https://postgres.ai/docs/>',
      'Open [https://postgres.ai/docs/](https://postgres.ai/docs/)',
    ],
    ['mailto links', 'Write to <mailto:someone@example.org|us>', 'Write to [us](mailto:someone@example.org)'],
    ['labels with brackets', '<https://example.org|a [b]>', '[a \\[b\\]](https://example.org)'],
    ['URLs with parentheses', '<https://example.org/a_(b)|x>', '[x](<https://example.org/a_(b)>)'],
    ['channel references', 'Ask in <#C0123|help>', 'Ask in #help'],
    ['bullets', '• one\n  ◦ two', '- one\n  - two'],
    ['emoji codes', 'Done :white_check_mark: :tada::rocket:', 'Done ✅ 🎉🚀'],
    ['thumbs', ':+1: and :thumbsup:', '👍 and 👍'],
  ])('converts %s', (_name, input, output) => {
    expect(slackToMarkdown(input)).toBe(output);
  });

  it.each([
    ['Markdown bold', 'This is **bold** already'],
    ['Markdown list items', '* first\n* second'],
    ['multiplication', 'a*b*c and 2 * 3 * 4'],
    ['unknown emoji codes', 'Mood :no_such_emoji_here:'],
    ['times', 'at 10:30:00 or 1:100:2'],
    ['Markdown links', '[docs](https://postgres.ai/docs/)'],
    ['raw HTML-looking text', 'use <b>x</b> and <script>'],
    ['javascript links', '<javascript:alert(1)|click>'],
  ])('leaves %s alone', (_name, input) => {
    expect(slackToMarkdown(input)).toBe(input);
  });

  it('does not touch code', () => {
    const source = 'Try `*not bold*` and:\n```sql\nselect :tada:, * from t where a = *b*;\n```\n*bold* :tada:';
    expect(slackToMarkdown(source)).toBe(
      'Try `*not bold*` and:\n```sql\nselect :tada:, * from t where a = *b*;\n```\n**bold** 🎉',
    );
  });

  it('treats an unclosed fence as code to the end', () => {
    expect(slackToMarkdown('*a*\n```\n*b* :tada:')).toBe('**a**\n```\n*b* :tada:');
  });
});
