/**
 * Which English revision a translation follows. A translated file (a doc,
 * post, rules page or MDX page under i18n/<locale>/) names the English file's
 * text it was written from in its front matter:
 *
 *   translated_from: sha256:1a2b3c4d5e6f
 *
 * the first 12 hex digits of the SHA-256 of the English file (line endings
 * made \n). It needs no git history, so a shallow clone checks it as well as
 * a full one. When the English file changes, the two no longer agree and
 * `npm run check:content` says so as a notice: the page is still published,
 * with the older text. The announcement bar's translation says the same with
 * its `translates` field (src/config/localizedAnnouncement.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AnnouncementTranslation } from '../../src/config/localizedAnnouncement';
import type { Announcement } from '../../src/data/announcement';
import { splitFrontMatter } from './checkFiles';
import { defaultLocale, pluginFileOf, siteLocales } from './siteRoutes';

/** The front matter key of a translation that names its English revision. */
export const revisionKey = 'translated_from';

/** The revision of an English file's text, as a translation names it. */
export function sourceRevision(text: string): string {
  return `sha256:${createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12)}`;
}

/** A notice: the page builds and is published, but something should be done. */
export type Notice = { file: string; line?: number; message: string };

const localeNames: Record<string, string> = { ru: 'Russian' };
const nameOf = (locale: string): string => localeNames[locale] ?? `"${locale}"`;

/** The line of a front matter key, for the notice's file:line. */
function keyLine(source: string, key: string): number | undefined {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 1;
}

/** Whether a translated file follows the current text of its English original. */
export type TranslationStatus =
  | { kind: 'current'; englishFile: string; locale: string }
  | { kind: 'orphan'; englishFile: string; locale: string }
  | { kind: 'unrecorded'; englishFile: string; locale: string; current: string }
  | { kind: 'older'; englishFile: string; locale: string; recorded: string; current: string; line?: number };

/** The status of a translated Markdown file (null for any other file). `source` overrides its text on disk. */
export function translationStatus(root: string, file: string, source?: string): TranslationStatus | null {
  const owner = pluginFileOf(file);
  if (!owner?.locale || !/\.mdx?$/.test(file)) return null;
  const { englishFile, locale } = { englishFile: owner.englishFile, locale: owner.locale };
  const text = source ?? fs.readFileSync(path.join(root, file), 'utf8');
  const englishPath = path.join(root, englishFile);
  if (!fs.existsSync(englishPath)) return { kind: 'orphan', englishFile, locale };
  const current = sourceRevision(fs.readFileSync(englishPath, 'utf8'));
  const recorded = splitFrontMatter(text).frontMatter[revisionKey];
  if (recorded === undefined || recorded === null) return { kind: 'unrecorded', englishFile, locale, current };
  if (String(recorded) === current) return { kind: 'current', englishFile, locale };
  return { kind: 'older', englishFile, locale, recorded: String(recorded), current, line: keyLine(text, revisionKey) };
}

/** Notices about one translated file: no English original, no revision, or an older one. */
export function translationNotices(root: string, file: string, source?: string): Notice[] {
  const status = translationStatus(root, file, source);
  if (!status || status.kind === 'current') return [];
  const { englishFile } = status;
  switch (status.kind) {
    case 'orphan':
      return [
        {
          file,
          message: `translates ${englishFile}, which does not exist, so the site never shows it. Move it to the path of the English page it translates, or delete it.`,
        },
      ];
    case 'unrecorded':
      return [
        {
          file,
          line: 2,
          message: `does not say which revision of ${englishFile} it translates. When it matches the English text, add "${revisionKey}: ${status.current}" to its front matter.`,
        },
      ];
    case 'older':
      return [
        {
          file,
          line: status.line,
          message: `translates an older revision of ${englishFile}, so the ${nameOf(status.locale)} page shows older text. Bring it up to date (git log -p ${englishFile} shows what changed), then set "${revisionKey}: ${status.current}".`,
        },
      ];
  }
}

/** The translated copies of an English file, in every locale. */
export function translationsOf(root: string, englishFile: string): string[] {
  const owner = pluginFileOf(englishFile);
  if (!owner || owner.locale !== null) return [];
  return siteLocales(root)
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => `i18n/${locale}/${owner.plugin.i18n}/${owner.inner}`)
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** Notices on an English file about its translations that now follow an older revision of it. */
export function staleTranslationNotices(root: string, englishFile: string): Notice[] {
  return translationsOf(root, englishFile).flatMap((file) => {
    const status = translationStatus(root, file);
    if (status?.kind !== 'older' && status?.kind !== 'unrecorded') return [];
    return [
      {
        file: englishFile,
        message: `${file} translates ${status.kind === 'older' ? 'an older revision of this file' : 'this file without saying which revision'}, so the ${nameOf(status.locale)} page may show older text. Update the translation too, then set "${revisionKey}: ${status.current}" in it.`,
      },
    ];
  });
}

/** A notice when a locale's announcement translation no longer translates the English announcement. */
export function announcementTranslationNotice(
  file: string,
  translation: AnnouncementTranslation,
  english: Pick<Announcement, 'lead' | 'linkLabel'>,
): Notice | null {
  const { translates } = translation;
  if (translates.lead === english.lead && translates.linkLabel === english.linkLabel) return null;
  const locale = /^i18n\/([^/]+)\//.exec(file)?.[1] ?? '';
  return {
    file,
    message: `translates an older announcement, so the ${nameOf(locale)} site shows the English text until it is updated. Translate the new text into "lead" and "linkLabel", and set "translates" to ${JSON.stringify({ lead: english.lead, linkLabel: english.linkLabel })}.`,
  };
}
