/**
 * Code colours that follow the colour mode in CSS, not in JavaScript.
 *
 * prism-react-renderer writes each token's colour into a `style` attribute,
 * taken from the theme of the current colour mode. The server render only
 * knows the default mode, so the theme's code block mounts every block a
 * second time after hydration to repaint it: on a page full of SQL that is
 * the largest single piece of work before the page answers, and until then a
 * dark page shows light-mode code.
 *
 * Here both modes share one theme whose values are CSS variables
 * (`color: var(--code-keyword-color)`); a stylesheet sets the variables from
 * the light palette on `:root` and from the dark palette on
 * `[data-theme='dark']`. The HTML is the same in both modes, so the server
 * render is final and hydration reuses it.
 */
import type { PrismTheme } from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;

/** A palette as prism-react-renderer reads it: later entries win, type by type. */
function styleByType(theme: PrismTheme): Map<string, Style> {
  const byType = new Map<string, Style>();
  for (const { types, style, languages } of theme.styles) {
    if (languages) throw new Error('Code colours by language are not supported: give every language the same colours.');
    for (const type of types) byType.set(type, { ...byType.get(type), ...(style as Style) });
  }
  return byType;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const variableName = (type: string, property: string) => `--code-${type}-${kebab(property)}`;
const plainProperties = ['color', 'backgroundColor'] as const;

/** The palette's entries, the plain text first, as [variable, value] pairs. */
function variables(theme: PrismTheme): Map<string, string> {
  const entries = new Map<string, string>();
  for (const property of plainProperties) {
    const value = theme.plain[property];
    if (value !== undefined) entries.set(variableName('plain', property), String(value));
  }
  for (const [type, style] of styleByType(theme)) {
    for (const [property, value] of Object.entries(style)) {
      if (value !== undefined) entries.set(variableName(type, property), String(value));
    }
  }
  return entries;
}

/** The theme both colour modes use: every value is a variable that the stylesheet sets. */
export function variableTheme(light: PrismTheme, dark: PrismTheme): PrismTheme {
  const properties = new Map<string, Set<string>>();
  for (const theme of [light, dark]) {
    for (const [type, style] of styleByType(theme)) {
      const known = properties.get(type) ?? new Set<string>();
      Object.keys(style).forEach((property) => known.add(property));
      properties.set(type, known);
    }
  }
  return {
    plain: Object.fromEntries(plainProperties.map((property) => [property, `var(${variableName('plain', property)})`])),
    styles: [...properties].map(([type, known]) => ({
      types: [type],
      style: Object.fromEntries([...known].map((property) => [property, `var(${variableName(type, property)})`])),
    })),
  };
}

/**
 * The stylesheet for `variableTheme`: light values on `:root`, dark values on
 * `[data-theme='dark']`. A variable that only light mode sets is reset in
 * dark mode, so the token falls back to the text colour as the palette means.
 */
export function colourVariablesCss(light: PrismTheme, dark: PrismTheme): string {
  const lightVariables = variables(light);
  const darkVariables = variables(dark);
  for (const name of lightVariables.keys()) if (!darkVariables.has(name)) darkVariables.set(name, 'initial');
  const block = (selector: string, entries: Map<string, string>) =>
    `${selector} {\n${[...entries].map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
  return `/* Generated from src/data/prismLight.ts and src/data/prismDark.ts by src/plugins/code-blocks. */\n${block(':root', lightVariables)}${block("[data-theme='dark']", darkVariables)}`;
}
