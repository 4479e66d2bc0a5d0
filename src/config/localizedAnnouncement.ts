/**
 * The announcement bar in a translated locale. Its translation lives in
 * `i18n/<locale>/announcement.json` and names the English text it translates,
 * so a changed announcement is never shown with a stale translation: until
 * the translation is updated, the bar shows the new English text.
 */
import fs from 'node:fs';
import path from 'node:path';

type AnnouncementText = { lead: string; linkLabel: string };

export type AnnouncementTranslation = AnnouncementText & {
  /** The English text this translation was written from. */
  translates: AnnouncementText;
};

/** The bar's text in the locale, or the English text when there is no up-to-date translation. */
export function localizedAnnouncement<T extends AnnouncementText>(
  announcement: T,
  translation: AnnouncementTranslation | null,
): T {
  if (!translation) return announcement;
  const { translates } = translation;
  if (translates.lead !== announcement.lead || translates.linkLabel !== announcement.linkLabel) return announcement;
  return { ...announcement, lead: translation.lead, linkLabel: translation.linkLabel };
}

/** Reads `i18n/<locale>/announcement.json` under the site folder; `null` when the locale has none. */
export function readAnnouncementTranslation(siteDir: string, locale: string): AnnouncementTranslation | null {
  const file = path.join(siteDir, 'i18n', locale, 'announcement.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AnnouncementTranslation;
}
