/** Reads colour settings from the site stylesheet, src/css/custom.scss. */
import fs from 'node:fs';
import path from 'node:path';

export const customCssPath = path.resolve(__dirname, '../../src/css/custom.scss');
export const customCss = fs.readFileSync(customCssPath, 'utf8');

/** The value of a top-level Sass variable given as a literal #rrggbb (`$brand: #ff6111;`). */
export function sassColor(name: string): string {
  const match = new RegExp(`^\\$${name}:\\s*(#[0-9a-fA-F]{6});`, 'm').exec(customCss);
  if (!match?.[1]) throw new Error(`$${name} is not a literal #rrggbb in custom.scss`);
  return match[1];
}

/**
 * The colour of a custom property inside the block that starts with
 * `selector {`, as a literal #rrggbb or a Sass variable holding one (`#{$brand}`).
 */
export function cssVariable(selector: string, name: string): string {
  const start = customCss.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in custom.scss`);
  const block = customCss.slice(start, customCss.indexOf('\n}', start + 1));
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6}|#\\{\\$([\\w-]+)\\});`).exec(block);
  if (!match?.[1]) throw new Error(`${name} is not a literal #rrggbb in the ${selector} block of custom.scss`);
  return match[2] ? sassColor(match[2]) : match[1];
}
