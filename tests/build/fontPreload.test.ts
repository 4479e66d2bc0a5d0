import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuildExists, buildDir, readBuilt } from '../support/buildOutput';

beforeAll(assertBuildExists);

const pages = ['index.html', 'docs/index.html', 'blog/index.html', 'pricing/index.html', '404.html'];

describe('body font preload', () => {
  it.each(pages)('%s asks for the body font before its stylesheet, once', (page) => {
    const html = readBuilt(page);
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)];
    expect(preloads).toHaveLength(1);
    expect(html.indexOf(preloads[0]![0])).toBeLessThan(html.search(/<link rel="?stylesheet/));
  });

  it('points at the file the stylesheet uses', () => {
    const href = /<link rel="preload" href="([^"]+)" as="font"/.exec(readBuilt('index.html'))![1]!;
    expect(href).toMatch(/^\/assets\/fonts\/inter-core-wght-normal-\w+\.woff2$/);
    expect(fs.existsSync(path.join(buildDir, href))).toBe(true);
    const css = fs
      .readdirSync(path.join(buildDir, 'assets/css'))
      .map((file) => fs.readFileSync(path.join(buildDir, 'assets/css', file), 'utf8'))
      .join('\n');
    expect(css).toContain(href);
  });
});
