// The prose of the Russian translation, line by line, for the glossary test: what a reader sees,
// without code, link addresses, JSX attributes that are not text, comments or front matter keys.
import fs from 'node:fs';
import path from 'node:path';

export type ProseLine = { file: string; line: number; text: string };

const proseFrontMatterKeys = /^(title|description|sidebar_label):\s*(.*)$/;
const jsonTextKeys = /^\s*"(message|lead|linkLabel)":\s*("(?:[^"\\]|\\.)*")/;

/** Every Markdown, MDX and JSON file under `dir`, except the files named in `skip`. */
export function translationFiles(dir: string, skip: readonly string[] = []): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(md|mdx|json)$/.test(entry.name) && !skip.includes(full)) found.push(full);
    }
  };
  walk(dir);
  return found.sort();
}

/** The text of one Markdown or MDX line that a reader sees. */
export function proseOfMarkdownLine(line: string): string {
  return (
    line
      .replace(/\{\/\*.*?\*\/\}/g, ' ')
      .replace(/<!--.*?-->/g, ' ')
      .replace(/`[^`]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, '] ')
      // A tag is not text, but an attribute holding Russian words (a title, an intro) is.
      .replace(/<\/?[A-Za-z][^>]*>?/g, (tag) =>
        [...tag.matchAll(/[\w-]+="([^"]*)"/g)]
          .map((attribute) => attribute[1] ?? '')
          .filter((value) => /[а-яё]/i.test(value))
          .join(' '),
      )
      // An attribute on a line of its own, inside a tag that spans lines.
      .replace(/(^|\s)[\w-]+="([^"]*)"/g, (_, lead: string, value: string) =>
        /[а-яё]/i.test(value) ? `${lead}${value}` : lead,
      )
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/^\s*(import|export)\s.*$/, ' ')
  );
}

/** The prose lines of a translation file. */
export function proseLines(file: string, relative: string): ProseLine[] {
  const source = fs.readFileSync(file, 'utf8');
  const lines = source.split('\n');
  const result: ProseLine[] = [];
  if (file.endsWith('.json')) {
    lines.forEach((text, index) => {
      const match = jsonTextKeys.exec(text);
      if (match) result.push({ file: relative, line: index + 1, text: JSON.parse(match[2] ?? '""') as string });
    });
    return result;
  }
  let inFrontMatter = lines[0] === '---';
  let fence: string | null = null;
  lines.forEach((text, index) => {
    if (index === 0 && inFrontMatter) return;
    if (inFrontMatter) {
      if (text === '---') inFrontMatter = false;
      else {
        const match = proseFrontMatterKeys.exec(text);
        if (match)
          result.push({ file: relative, line: index + 1, text: (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2') });
      }
      return;
    }
    const fenceMatch = /^\s*(```+|~~~+)/.exec(text);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1] ?? null;
      else if (text.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    result.push({ file: relative, line: index + 1, text: proseOfMarkdownLine(text) });
  });
  return result;
}
