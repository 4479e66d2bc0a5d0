/**
 * Social cards: a 1200×630 PNG for every page that has no hand-made raster
 * image, showing its title, section, the brand and (for posts) the date.
 * Link previews in most apps show PNG but not SVG, which the post covers are.
 *
 * - `SocialCardMetadata`, rendered by the theme wrappers in `src/theme/`
 *   (doc, post, category, Markdown page and layout metadata), names each
 *   page's card in its head (`og:image`, size, text, `twitter:image`), with a
 *   file name computed from what the card shows (`cardSpec.ts`), so the
 *   server-rendered head and the hydrated one are the same.
 * - After the build, the cards the pages name are drawn (`cardTemplate.ts`)
 *   into `img/cards/`. Drawn cards are kept in `node_modules/.cache/social-cards/`
 *   under the same name, so a page whose card did not change costs a copy.
 * - Hand-made raster images named in front matter (and `themeConfig.image`)
 *   are measured, so their head tags carry their size too.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderedPages } from '../builtHtmlFile';
import { cardsFolder, isRasterImage, type CardSpec } from './cardSpec';
import { createCardRenderer } from './cardTemplate';
import { readPageCard } from './pageCards';
import { frontMatterImages, resolveImageFile } from './frontMatterImages';

export type ImageSize = { width: number; height: number };

export type SocialCardsGlobalData = {
  /** Sizes of the hand-made raster images, by the path written in front matter or the theme config. */
  imageSizes: Record<string, ImageSize>;
};

async function imageSize(file: string): Promise<ImageSize> {
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`social-cards: cannot read the size of ${file}`);
  return { width, height };
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, baseUrl } = context;
  const staticDirs = siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir));
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'social-cards');
  const navbarLogo = (siteConfig.themeConfig as { navbar?: { logo?: { src?: string } } }).navbar?.logo?.src;
  return {
    name: 'social-cards',
    async allContentLoaded({ allContent, actions }) {
      const themeImage = (siteConfig.themeConfig as { image?: unknown }).image;
      const images = [
        ...frontMatterImages(allContent),
        ...(isRasterImage(themeImage) ? [{ image: themeImage, sourceFile: null }] : []),
      ];
      const imageSizes: Record<string, ImageSize> = {};
      for (const { image, sourceFile } of images) {
        if (imageSizes[image]) continue;
        const file = await resolveImageFile(image, sourceFile, staticDirs, siteDir);
        if (!file) {
          throw new Error(
            `social-cards: the image ${image}${sourceFile ? ` (front matter of ${sourceFile})` : ''} ` +
              'is not a file of the site, so its size is unknown. Put it in static/ or next to the page.',
          );
        }
        imageSizes[image] = await imageSize(file);
      }
      const data: SocialCardsGlobalData = { imageSizes };
      actions.setGlobalData(data);
    },
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const cardUrlPrefix = `${siteConfig.url}${baseUrl}${cardsFolder}/`;
      const cards = new Map<string, CardSpec>();
      for (const { route, file } of await renderedPages(outDir, routesPaths, baseUrl)) {
        const card = readPageCard(await fs.readFile(file, 'utf8'), route, cardUrlPrefix);
        if (card) cards.set(card.fileName, card.spec);
      }
      const logoFile = await resolveImageFile(navbarLogo ?? '', null, staticDirs, siteDir);
      if (!logoFile)
        throw new Error('social-cards: the cards show the navbar logo; themeConfig.navbar.logo.src names no file');
      const logoSvg = await fs.readFile(logoFile, 'utf8');
      const render = createCardRenderer({ siteTitle: siteConfig.title, logoSvg });
      const targetDir = path.join(outDir, cardsFolder);
      await Promise.all([fs.mkdir(cacheDir, { recursive: true }), fs.mkdir(targetDir, { recursive: true })]);
      let drawn = 0;
      await eachLimited([...cards], Math.max(2, os.availableParallelism()), async ([fileName, spec]) => {
        const cached = path.join(cacheDir, fileName);
        try {
          await fs.copyFile(cached, path.join(targetDir, fileName));
          return;
        } catch {
          // not drawn yet
        }
        const png = await render(spec);
        drawn += 1;
        // Written under a temporary name first, so a build stopped midway leaves no half card in the cache.
        const temporary = `${cached}.${process.pid}.tmp`;
        await fs.writeFile(temporary, png);
        await fs.rename(temporary, cached);
        await fs.copyFile(cached, path.join(targetDir, fileName));
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${cards.size} cards (${drawn} drawn, ${cards.size - drawn} from cache) in ${seconds} s`,
      );
    },
  };
}
