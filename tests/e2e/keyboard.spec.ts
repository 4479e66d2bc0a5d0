/**
 * Keyboard use with Tab alone: from the top of the page, Tab moves through
 * every control a visitor can see, focus is always shown by a ring that
 * stands out at 3:1 or more from what is behind it, and focus never lands on
 * something the visitor cannot see.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

type Stop = {
  /** A short description of the focused element, for messages. */
  name: string;
  /** Why the element counts as hidden, or null when it can be seen. */
  hidden: string | null;
  /** The focus indicator and its contrast against what is behind it, or why there is none. */
  ring: { kind: string; color: string; background: string; ratio: number } | { missing: string };
};

const pages = [
  { name: 'the home page', path: '/' },
  // A doc with a wide table, code blocks, a diagram and a table of contents.
  { name: 'a doc', path: '/docs/dblab-howtos/administration/data/dump' },
  { name: 'the search page', path: '/search?q=clone' },
];

/**
 * Marks every control a visitor can see and reach with Tab. Returns how many
 * there are, and how many elements Tab can stop at in all (some, like heading
 * anchors, show only once focused).
 */
async function markControls(page: Page): Promise<{ controls: number; tabbable: number }> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      'iframe',
      '[tabindex]',
      '[contenteditable="true"]',
    ].join(',');
    let controls = 0;
    let tabbable = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const rect = element.getBoundingClientRect();
      if (
        element.tabIndex < 0 ||
        element.matches(':disabled') ||
        element.closest('[inert]') ||
        !element.checkVisibility({ visibilityProperty: true })
      ) {
        continue;
      }
      tabbable += 1;
      if (element.checkVisibility({ opacityProperty: true }) && rect.width > 1 && rect.height > 1) {
        element.dataset.keyboardControl = '';
        controls += 1;
      }
    }
    return { controls, tabbable };
  });
}

/** Describes the focused element: whether it can be seen, and its focus ring. */
async function describeFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    element.dataset.keyboardReached = '';

    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
      if (!match) return null;
      return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    /** The opaque colour behind `from`: its background and those of its ancestors, stacked. */
    const backgroundOf = (from: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = from; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    const hex = (colour: Rgba) =>
      `#${colour
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, '0'))
        .join('')}`;

    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    const href = element.getAttribute('href');
    const name = `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> "${text.slice(0, 60)}"`;

    const rect = element.getBoundingClientRect();
    let hidden: string | null = null;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      hidden = 'not rendered, transparent or invisible';
    else if (rect.width <= 1 || rect.height <= 1) hidden = `${rect.width}×${rect.height} px`;
    else if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth)
      hidden = 'outside the viewport';
    else if (element.closest('[aria-hidden="true"]')) hidden = 'inside aria-hidden content';

    const style = getComputedStyle(element);
    let ring: Stop['ring'];
    const outlineColour = parse(style.outlineColor);
    const shadow = style.boxShadow;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && outlineColour && outlineColour[3] > 0) {
      // An outline is drawn outside the element, over what surrounds it.
      const background = backgroundOf(element.parentElement);
      const colour = over(outlineColour, background);
      ring = { kind: 'outline', color: hex(colour), background: hex(background), ratio: contrast(colour, background) };
    } else if (shadow !== 'none' && parse(shadow)) {
      // An inset shadow is drawn over the element's own background.
      const background = backgroundOf(shadow.includes('inset') ? element : element.parentElement);
      const colour = over(parse(shadow)!, background);
      ring = {
        kind: 'box-shadow',
        color: hex(colour),
        background: hex(background),
        ratio: contrast(colour, background),
      };
    } else {
      ring = { missing: `outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${shadow}` };
    }
    return { name, hidden, ring };
  });
}

for (const mode of ['dark', 'light'] as const) {
  test.describe(`keyboard, ${mode} mode`, () => {
    for (const target of pages) {
      test(`${target.name}: Tab reaches every control, with visible focus, never on hidden elements`, async ({
        page,
      }) => {
        if (mode === 'light') await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
        await page.goto(target.path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Content that arrives after hydration: search results.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (target.path.startsWith('/search')) await expect(page.locator('main ol li h2 a').first()).toBeVisible();

        const { controls, tabbable } = await markControls(page);
        expect(controls, 'controls found on the page').toBeGreaterThan(5);

        const problems: string[] = [];
        let stops = 0;
        // Tab until focus leaves the page; a few more presses than stops catch a focus trap.
        for (let press = 0; press < tabbable + 20; press += 1) {
          await page.keyboard.press('Tab');
          let stop = await describeFocus(page);
          if (!stop) break;
          if (stop.hidden || 'missing' in stop.ring || stop.ring.ratio < 3) {
            // Some controls fade in when focused: judge them once their transitions end.
            await page.evaluate(async () => {
              const transitions: Animation[] = [];
              for (let node = document.activeElement; node; node = node.parentElement) {
                transitions.push(...node.getAnimations().filter((animation) => animation instanceof CSSTransition));
              }
              await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
            });
            stop = (await describeFocus(page)) ?? stop;
          }
          stops += 1;
          if (stop.hidden) problems.push(`focus on a hidden element (${stop.hidden}): ${stop.name}`);
          if ('missing' in stop.ring) problems.push(`no visible focus indicator (${stop.ring.missing}): ${stop.name}`);
          else if (stop.ring.ratio < 3) {
            problems.push(
              `focus ${stop.ring.kind} ${stop.ring.color} on ${stop.ring.background} is ${stop.ring.ratio.toFixed(2)}:1: ${stop.name}`,
            );
          }
        }
        expect(await describeFocus(page), 'focus should leave the page after the last control').toBeNull();

        const missed = await page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLElement>('[data-keyboard-control]:not([data-keyboard-reached])'),
          ).map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 60)}"`),
        );
        for (const name of missed) problems.push(`never reached with Tab: ${name}`);
        expect(problems).toEqual([]);
        expect(stops).toBeGreaterThanOrEqual(controls);
      });
    }
  });
}
