/** Hand-made raster images named in the front matter of docs, posts and Markdown pages. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import { isRasterImage } from './cardSpec';

export type FrontMatterImage = { image: string; sourceFile: string | null };

type WithFrontMatter = { source?: string; frontMatter?: { image?: unknown } };

function fromSources(items: readonly WithFrontMatter[]): FrontMatterImage[] {
  return items.flatMap(({ frontMatter, source }) =>
    isRasterImage(frontMatter?.image) ? [{ image: frontMatter.image, sourceFile: source ?? null }] : [],
  );
}

/** Every raster `image:` of the content plugins' pages, with the source file it is written in. */
export function frontMatterImages(allContent: AllContent): FrontMatterImage[] {
  const docs = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as Array<
    { loadedVersions?: Array<{ docs: WithFrontMatter[] }> } | undefined
  >;
  const blogs = Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as Array<
    { blogPosts?: Array<{ metadata: WithFrontMatter }> } | undefined
  >;
  const pages = Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}) as Array<
    WithFrontMatter[] | null | undefined
  >;
  return [
    ...docs.flatMap((content) => (content?.loadedVersions ?? []).flatMap((version) => fromSources(version.docs))),
    ...blogs.flatMap((content) => fromSources((content?.blogPosts ?? []).map((post) => post.metadata))),
    ...pages.flatMap((content) => fromSources(content ?? [])),
  ];
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The file of an image as front matter names it: a site path (`/img/x.png`,
 * looked up in the static folders) or a path relative to the page's source.
 * Null for remote images and missing files.
 */
export async function resolveImageFile(
  image: string,
  sourceFile: string | null,
  staticDirs: readonly string[],
  siteDir: string,
): Promise<string | null> {
  if (/^[a-z][a-z\d+.-]*:/i.test(image)) return null;
  const clean = image.replace(/[?#].*$/, '');
  const candidates =
    sourceFile && /^\.\.?\//.test(clean)
      ? [path.resolve(path.dirname(sourceFile.replace(/^@site\//, `${siteDir}/`)), clean)]
      : staticDirs.map((dir) => path.join(dir, clean.replace(/^\/+/, '')));
  for (const candidate of candidates) {
    if (await exists(candidate)) return candidate;
  }
  return null;
}
