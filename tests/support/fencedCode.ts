// The fenced code blocks of a Markdown or MDX file, in order: what a translation must keep as it is.

export type FencedBlock = {
  /** 1-based line of the opening fence. */
  line: number;
  /** The first word after the fence (`sql`), or '' when there is none. */
  language: string;
  /** The rest of the info string (`min=16 norun`), trimmed. */
  meta: string;
  /** The lines between the fences, without the indentation of the opening fence. */
  content: string;
};

const opening = /^( *)(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of `source`, including those indented inside lists and JSX. */
export function fencedBlocks(source: string): FencedBlock[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: FencedBlock[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = opening.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    // A backtick fence's info string cannot hold a backtick (CommonMark): `x```y` is inline code.
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) {
      const text = lines[end] ?? '';
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
      end += 1;
    }
    const [language = '', ...rest] = info.trim().split(/\s+/);
    blocks.push({ line: index + 1, language, meta: rest.join(' '), content: body.join('\n') });
    index = end;
  }
  return blocks;
}

/** The first line where two block bodies differ, as a sentence, or null when they are equal. */
export function firstDifference(english: string, translated: string): string | null {
  if (english === translated) return null;
  const a = english.split('\n');
  const b = translated.split('\n');
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) {
      const show = (text: string | undefined) =>
        text === undefined ? 'nothing (the block ends)' : JSON.stringify(text);
      return `its line ${index + 1} is ${show(b[index])}, the English has ${show(a[index])}`;
    }
  }
  return null;
}
