/**
 * Writers' rules that need the build: the announcement bar.
 * - The dev server watches src/data/announcement.md and, when it changes,
 *   puts the new text and id into the served config (no restart needed).
 *   A file read while an editor is writing it keeps the previous text and is
 *   read again a moment later (announcementReads.ts).
 * - After a build, an announcement link to a page that was not built stops
 *   the build with a sentence saying which address to fix.
 * Front matter and heading rules are in parseFrontMatter.ts and
 * remarkHeadingOrder.ts, registered in docusaurus.config.ts.
 */
import fs from 'node:fs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { announcementFile, announcementHtml, announcementLinkProblem, readAnnouncement } from '../../data/announcement';
import { localizedAnnouncement, readAnnouncementTranslation } from '../../config/localizedAnnouncement';
import { decideAnnouncementRead } from './announcementReads';

/** The pause between two reads of a file that is being written, and how many reads to wait for it. */
const rereadDelayMs = 100;
const maxReads = 20;

/** The file's text; a file that is briefly missing (saved by renaming a new copy over it) reads as empty. */
function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

type AnnouncementBarConfig = { id: string; content: string };

function withoutBaseUrl(route: string, baseUrl: string): string {
  return baseUrl !== '/' && route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
}

export default function contentRulesPlugin(context: LoadContext): Plugin {
  let appliedText = fs.readFileSync(announcementFile, 'utf8');
  return {
    name: 'content-rules',

    getPathsToWatch() {
      return [announcementFile];
    },

    async loadContent() {
      // The config was read once, at start; after an edit, refresh the bar in
      // the served config, which the dev server writes out again on reload.
      const reads: string[] = [];
      for (;;) {
        reads.push(readText(announcementFile));
        const decision = decideAnnouncementRead(appliedText, reads, maxReads);
        if (decision.log) console.warn(decision.log);
        if (decision.action === 'unchanged') return;
        // A stable file that breaks a rule: the bar keeps its text, and the dev server shows why.
        if (decision.action === 'problem') throw new Error(decision.message);
        if (decision.action === 'read-again') {
          await new Promise((resolve) => setTimeout(resolve, rereadDelayMs));
          continue;
        }
        appliedText = decision.text;
        const bar = (context.siteConfig.themeConfig as { announcementBar?: AnnouncementBarConfig }).announcementBar;
        if (!bar) return;
        // In a translated locale, the translation when it follows the new text (else the English text).
        const translation = readAnnouncementTranslation(context.siteDir, context.i18n.currentLocale);
        bar.id = decision.announcement.id;
        bar.content = announcementHtml(localizedAnnouncement(decision.announcement, translation), context.baseUrl);
        return;
      }
    },

    async postBuild({ routesPaths, baseUrl }) {
      const problem = announcementLinkProblem(
        readAnnouncement(),
        routesPaths.map((route) => withoutBaseUrl(route, baseUrl)),
      );
      if (problem) throw new Error(problem);
    },
  };
}
