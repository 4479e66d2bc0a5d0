/**
 * Text measurements for the product diagrams. SVG text does not wrap, so
 * labels are split into lines by a character budget that fits the boxes.
 */

/** Splits `text` into lines of at most `maxChars` characters, breaking at spaces. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Character budgets per line: bold 16px labels and 14px details. */
export const wideBox = { labelChars: 32, detailChars: 40 } as const;
export const listBox = { labelChars: 26, detailChars: 34 } as const;
export const smallBox = { labelChars: 10, detailChars: 12 } as const;

export const lineHeight = { label: 21, detail: 18 } as const;

/** Height of a box holding wrapped label and detail lines. */
export function boxHeight(labelLines: number, detailLines: number): number {
  const label = 28 + (labelLines - 1) * lineHeight.label;
  const detail = detailLines > 0 ? 6 + detailLines * lineHeight.detail : 0;
  return label + detail + 16;
}
