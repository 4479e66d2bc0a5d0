import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../support/contrast';
import { cssVariable as variable, sassColor } from '../support/customCss';
import { announcement } from '@site/src/data/announcement';

const brandInDark = sassColor('brand');

describe('brand colours meet WCAG AA (4.5:1 for text)', () => {
  it('uses #ff6111 as the brand colour', () => {
    expect(brandInDark.toLowerCase()).toBe('#ff6111');
  });

  const modes = [
    { mode: 'light', selector: ':root', primary: () => variable(':root', '--ifm-color-primary') },
    { mode: 'dark', selector: "[data-theme='dark']", primary: () => brandInDark },
  ];

  for (const { mode, selector, primary } of modes) {
    it(`${mode} mode: links on the page background`, () => {
      expect(contrastRatio(primary(), variable(selector, '--ifm-background-color'))).toBeGreaterThanOrEqual(4.5);
    });
    it(`${mode} mode: primary button text on the primary colour`, () => {
      expect(contrastRatio(variable(selector, '--site-button-primary-text'), primary())).toBeGreaterThanOrEqual(4.5);
    });
    it(`${mode} mode: body text and muted text on the background`, () => {
      const background = variable(selector, '--ifm-background-color');
      expect(contrastRatio(variable(selector, '--ifm-font-color-base'), background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(variable(selector, '--site-muted-text'), background)).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(variable(selector, '--site-muted-text'), variable(selector, '--site-surface')),
      ).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('announcement bar text on its background', () => {
    expect(contrastRatio(announcement.textColor, announcement.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('rejects a colour that fails (the check can fail)', () => {
    expect(contrastRatio('#ff6111', '#ffffff')).toBeLessThan(4.5);
  });
});
