import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { prismDark } from '@site/src/data/prismDark';
import { prismLight } from '@site/src/data/prismLight';
import { colourVariablesCss, variableTheme } from '@site/src/plugins/code-blocks/codeColours';

type Style = Record<string, unknown>;

/** Each token type's style as prism-react-renderer resolves a palette: later entries win. */
function resolvedPalette(theme: PrismTheme): Record<string, Style> {
  const byType: Record<string, Style> = { plain: { ...theme.plain } };
  for (const { types, style } of theme.styles) {
    for (const type of types) byType[type] = { ...byType[type], ...style };
  }
  return byType;
}

/** The variables one block of the generated stylesheet sets. */
function variablesOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} block`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+): ([^;]+);/g)].map(([, name, value]) => [name ?? '', value ?? '']));
}

/**
 * The variable theme as a browser shows it in one mode: each `var()` replaced
 * by the value the mode sets; a property whose variable is unset or `initial`
 * drops out, as it does in CSS (the token inherits the text colour).
 */
function resolvedInMode(theme: PrismTheme, variables: Map<string, string>): Record<string, Style> {
  const resolve = (style: Style): Style =>
    Object.fromEntries(
      Object.entries(style).flatMap(([property, value]) => {
        const name = /^var\((--[\w-]+)\)$/.exec(String(value))?.[1];
        expect(name, `${property}: ${String(value)} is a variable`).toBeDefined();
        const set = variables.get(name ?? '');
        return set === undefined || set === 'initial' ? [] : [[property, set]];
      }),
    );
  const byType = resolvedPalette(theme);
  return Object.fromEntries(
    Object.entries(byType)
      .map(([type, style]) => [type, resolve(style)] as const)
      .filter(([, style]) => Object.keys(style).length > 0),
  );
}

describe('code colours as CSS variables', () => {
  const theme = variableTheme(prismLight, prismDark);
  const css = colourVariablesCss(prismLight, prismDark);

  it('the light page shows every token as the light palette says', () => {
    expect(resolvedInMode(theme, variablesOf(css, ':root'))).toEqual(resolvedPalette(prismLight));
  });

  it('the dark page shows every token as the dark palette says, and nothing of the light one', () => {
    const dark = new Map([...variablesOf(css, ':root'), ...variablesOf(css, "[data-theme='dark']")]);
    expect(resolvedInMode(theme, dark)).toEqual(resolvedPalette(prismDark));
  });

  it('holds no colour itself, so the HTML is the same in both modes', () => {
    expect(JSON.stringify(theme)).not.toMatch(/#[0-9a-f]{3,8}\b|rgb/i);
  });

  it('refuses a palette with colours for one language only, which CSS variables cannot follow', () => {
    const byLanguage: PrismTheme = { ...prismLight, styles: [{ types: ['keyword'], languages: ['sql'], style: {} }] };
    expect(() => variableTheme(byLanguage, prismDark)).toThrow(/language/);
  });
});
