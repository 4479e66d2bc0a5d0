/**
 * Messages written in Slack use Slack's own markup (`*bold*`, `•` bullets,
 * `<https://…|label>` links, `:emoji:` codes). This turns it into Markdown
 * before rendering. Code (fenced blocks and inline spans) is left untouched,
 * and text that is already Markdown passes through unchanged.
 */

/** The emoji codes people use most in conversations; unknown codes stay as written. */
export const slackEmoji: Readonly<Record<string, string>> = {
  '+1': '👍',
  '-1': '👎',
  '100': '💯',
  bug: '🐛',
  bulb: '💡',
  clap: '👏',
  elephant: '🐘',
  eyes: '👀',
  fire: '🔥',
  heart: '❤️',
  heavy_check_mark: '✔️',
  hourglass: '⌛',
  joy: '😂',
  memo: '📝',
  point_right: '👉',
  pray: '🙏',
  raised_hands: '🙌',
  rocket: '🚀',
  rotating_light: '🚨',
  slightly_smiling_face: '🙂',
  smile: '😄',
  sparkles: '✨',
  tada: '🎉',
  thinking_face: '🤔',
  thumbsdown: '👎',
  thumbsup: '👍',
  warning: '⚠️',
  wave: '👋',
  white_check_mark: '✅',
  wink: '😉',
  x: '❌',
  zap: '⚡',
};

const codePattern = /(```[\s\S]*?(?:```|$)|`[^`\n]+`)/;
const safeLinkPattern = /^(?:https?:\/\/|mailto:)\S+$/i;

function markdownLink(url: string, label: string): string {
  const text = label.replace(/([[\]\\])/g, '\\$1');
  const destination = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
  return `[${text}](${destination})`;
}

function convertLinks(text: string): string {
  return text.replace(/<([^<>\s|]+)(?:\|([^<>]*))?>/g, (whole, target: string, label: string | undefined) => {
    if (safeLinkPattern.test(target)) {
      const shown = label?.trim() ? label.trim() : target.replace(/^mailto:/i, '');
      return markdownLink(target, shown);
    }
    // Channel and user references: `<#C123|general>` → `#general`, `<@U123|ann>` → `@ann`.
    if (/^[#@][A-Z0-9]+$/.test(target) && label?.trim()) return `${target[0]}${label.trim()}`;
    return whole;
  });
}

function convertBold(text: string): string {
  return text.replace(
    /(^|[\s([{"'>~_])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?=$|[\s)\]}.,;:!?"'<~_])/gm,
    (_whole, before: string, inner: string) => `${before}**${inner}**`,
  );
}

function convertBullets(text: string): string {
  return text.replace(/^([ \t]*)[•◦▪‣][ \t]*/gm, '$1- ');
}

function convertEmoji(text: string): string {
  return text.replace(/(?<!\w):([a-z0-9_+-]+):(?!\w)/g, (whole, code: string) => slackEmoji[code] ?? whole);
}

function convertProse(text: string): string {
  return convertEmoji(convertBold(convertBullets(convertLinks(text))));
}

/** Slack markup → Markdown, outside code. */
export function slackToMarkdown(source: string): string {
  return source
    .split(codePattern)
    .map((part, index) => (index % 2 === 1 ? part : convertProse(part)))
    .join('');
}
