/**
 * Writers' rules that need the build: the announcement bar.
 * - The dev server watches src/data/announcement.md and, when it changes,
 *   puts the new text and id into the served config (no restart needed).
 * - After a build, an announcement link to a page that was not built stops
 *   the build with a sentence saying which address to fix.
 * Front matter and heading rules are in parseFrontMatter.ts and
 * remarkHeadingOrder.ts, registered in docusaurus.config.ts.
 */
import fs from 'node:fs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { announcementFile, announcementHtml, announcementLinkProblem, readAnnouncement } from '../../data/announcement';

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
      const text = fs.readFileSync(announcementFile, 'utf8');
      if (text === appliedText) return;
      appliedText = text;
      const bar = (context.siteConfig.themeConfig as { announcementBar?: AnnouncementBarConfig }).announcementBar;
      if (!bar) return;
      const item = readAnnouncement();
      bar.id = item.id;
      bar.content = announcementHtml(item, context.baseUrl);
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
