import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themes, type PrismTheme } from 'prism-react-renderer';
import { prismDark } from '@site/src/data/prismDark';
import { prismLight } from '@site/src/data/prismLight';
import { contrastRatio } from '../support/contrast';
import { cssVariable } from '../support/customCss';

const root = path.resolve(__dirname, '../..');

/** `color` drawn at `opacity` over `background`, as #rrggbb. */
function composite(color: string, background: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const [fg, bg] = [channels(color), channels(background)];
  return `#${fg
    .map((value, index) => Math.round(value * opacity + bg[index]! * (1 - opacity)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

type Surface = { name: string; color: string };

/** Every token colour of a theme whose contrast on one of the surfaces is below `minimum`, with its ratio. */
function failingTokens(theme: PrismTheme, surfaces: Surface[], minimum = 4.5): string[] {
  const plainColor = theme.plain.color ?? '';
  const entries = [
    { name: 'plain text', color: plainColor, opacity: theme.plain.opacity ?? 1 },
    ...theme.styles.map(({ types, style }) => ({
      name: types.join(', '),
      color: style.color ?? plainColor,
      opacity: style.opacity ?? 1,
    })),
  ];
  const failures: string[] = [];
  for (const entry of entries) {
    for (const surface of surfaces) {
      const seen = composite(entry.color, surface.color, entry.opacity);
      const ratio = contrastRatio(seen, surface.color);
      if (ratio < minimum) {
        failures.push(`${entry.name} (${entry.color}) on ${surface.name} (${surface.color}): ${ratio.toFixed(2)}:1`);
      }
    }
  }
  return failures;
}

const modes = [
  { mode: 'light', theme: prismLight, selector: ':root' },
  { mode: 'dark', theme: prismDark, selector: "[data-theme='dark']" },
];

describe('code colours meet WCAG AA (4.5:1 for text)', () => {
  it('the site uses these palettes, and no stylesheet replaces the code background they set', () => {
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    // Both modes share one theme of CSS variables set from the two palettes (tests/unit/codeColours.test.ts).
    expect(config).toMatch(/\bcodeTheme = variableTheme\(prismLight, prismDark\)/);
    expect(config).toMatch(/\btheme: codeTheme,/);
    expect(config).toMatch(/\bdarkTheme: codeTheme,/);
    const styleFiles = fs
      .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(s?css)$/.test(file));
    expect(styleFiles.length).toBeGreaterThan(10);
    const overriding = styleFiles.filter((file) =>
      /--prism-background-color\s*:|prism-code[^{]*\{[^}]*background/.test(
        fs.readFileSync(path.join(root, 'src', file), 'utf8'),
      ),
    );
    expect(overriding, 'these stylesheets change the code background the test assumes').toEqual([]);
  });

  for (const { mode, theme, selector } of modes) {
    const background = theme.plain.backgroundColor ?? '';
    const highlight = () => cssVariable(selector, '--docusaurus-highlighted-code-line-bg');

    it(`${mode} mode: every token colour on the code background and on a highlighted line`, () => {
      const surfaces = [
        { name: 'code background', color: background },
        { name: 'highlighted line', color: highlight() },
      ];
      expect(failingTokens(theme, surfaces)).toEqual([]);
    });

    it(`${mode} mode: the highlighted line's marker stands out at 3:1 from both backgrounds`, () => {
      const marker = cssVariable(selector, '--site-code-line-marker');
      expect(contrastRatio(marker, background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(marker, highlight())).toBeGreaterThanOrEqual(3);
    });
  }

  it('rejects the previous themes (the check can fail)', () => {
    // The bundled themes write some colours as rgb(r, g, b).
    const hex = (theme: PrismTheme): PrismTheme =>
      JSON.parse(
        JSON.stringify(theme).replace(
          /rgb\((\d+), (\d+), (\d+)\)/g,
          (_, ...rgb: string[]) =>
            `#${rgb
              .slice(0, 3)
              .map((v) => Number(v).toString(16).padStart(2, '0'))
              .join('')}`,
        ),
      ) as PrismTheme;
    const github = hex(themes.github);
    const githubFailures = failingTokens(github, [{ name: 'code background', color: '#f6f8fa' }]);
    expect(githubFailures).toContain(
      'entity, url, symbol, number, boolean, variable, constant, property, regex, inserted (#36acaa) on code background (#f6f8fa): 2.58:1',
    );
    expect(failingTokens(hex(themes.dracula), [{ name: 'code background', color: '#282a36' }])).toEqual([
      'comment (#6272a4) on code background (#282a36): 3.03:1',
    ]);
  });
});
