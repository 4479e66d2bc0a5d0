/**
 * Draws Mermaid diagrams as SVG files, once, with Mermaid itself running in
 * Chromium (it needs a browser to measure text). The files are kept in the
 * repository, named by a hash of the diagram's source, so a build or a
 * visitor's browser never runs Mermaid: only a changed or new diagram is drawn.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';

const localRequire = createRequire(__filename);

/** Where the drawn diagrams live, relative to the site folder; served at `/diagrams/`. */
export const diagramsFolder = path.join('static', 'diagrams');

/** Mermaid's version and our settings below: a change redraws every diagram. */
const rendererVersion = `mermaid-${(localRequire('mermaid/package.json') as { version: string }).version}-r3`;

export type ColorMode = 'light' | 'dark';
export const colorModes: readonly ColorMode[] = ['light', 'dark'];

/** Mermaid's theme for each colour mode of the site (as the Mermaid theme used before). */
const mermaidTheme: Record<ColorMode, string> = { light: 'neutral', dark: 'dark' };

/** The name of a diagram's files: a short hash of its source and of the renderer. */
export function diagramName(source: string): string {
  return crypto.createHash('sha256').update(`${rendererVersion}\n${source.trim()}`).digest('hex').slice(0, 16);
}

export function diagramFile(siteDir: string, name: string, mode: ColorMode): string {
  return path.join(siteDir, diagramsFolder, `${name}-${mode}.svg`);
}

export type DrawnDiagram = { width: number; height: number; description: string };

/** Reads size and text alternative back from a drawn SVG (its viewBox and `<desc>`). */
export function readDrawnDiagram(svg: string): DrawnDiagram {
  const viewBox = /viewBox="([-\d.\s]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  const description = /<desc\b[^>]*>([\s\S]*?)<\/desc>/.exec(svg)?.[1] ?? '';
  if (!viewBox || viewBox.length !== 4 || viewBox.some((value) => Number.isNaN(value))) {
    throw new Error('the SVG has no viewBox');
  }
  return {
    width: Math.ceil(viewBox[2]!),
    height: Math.ceil(viewBox[3]!),
    description: decodeXml(description).trim(),
  };
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function encodeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Puts a title and a description into the SVG (kept when the file is opened
 * on its own) and removes what varies between runs.
 */
export function withTextAlternative(svg: string, title: string, description: string): string {
  const withoutOld = svg.replace(/<title\b[^>]*>[\s\S]*?<\/title>/, '').replace(/<desc\b[^>]*>[\s\S]*?<\/desc>/, '');
  return withoutOld.replace(
    /<svg\b[^>]*>/,
    (open) => `${open}<title>${encodeXml(title)}</title><desc>${encodeXml(description)}</desc>`,
  );
}

let browserPromise: Promise<Browser> | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let users = 0;

/** One browser for all diagrams drawn in a run, closed once none has been drawn for a moment. */
async function sharedBrowser(): Promise<Browser> {
  if (idleTimer) clearTimeout(idleTimer);
  users += 1;
  if (!browserPromise) {
    const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (!fs.existsSync(executablePath)) {
      throw new Error(
        `Drawing a new or changed Mermaid diagram needs Chromium, and there is none at ${executablePath}. ` +
          'Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH, then build again.',
      );
    }
    const { chromium } = await import('@playwright/test');
    browserPromise = chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  }
  return browserPromise;
}

function releaseBrowser(): void {
  users -= 1;
  if (users > 0) return;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = browserPromise;
    browserPromise = null;
    void closing?.then((browser) => browser.close());
  }, 1500);
  idleTimer.unref();
}

type DrawResult = { svg: string; description: string; title: string };

/** Runs in the page: draws one diagram and describes it in words. */
async function drawInPage({ source, theme, id }: { source: string; theme: string; id: string }): Promise<DrawResult> {
  type Labelled = { text?: string; description?: string };
  type Edge = { start: string; end: string; text?: string };
  type Message = { from?: string; to?: string; message?: string };
  type Db = {
    getAccTitle?: () => string;
    getAccDescription?: () => string;
    getVertices?: () => Map<string, Labelled> | Record<string, Labelled>;
    getEdges?: () => Edge[];
    getMessages?: () => Message[];
    getActors?: () => Map<string, Labelled> | Record<string, Labelled>;
  };
  const mermaid = (
    window as unknown as {
      mermaid: {
        initialize: (config: object) => void;
        render: (id: string, text: string) => Promise<{ svg: string }>;
        mermaidAPI: { getDiagramFromText: (text: string) => Promise<{ db: Db; type?: string }> };
      };
    }
  ).mermaid;
  mermaid.initialize({
    startOnLoad: false,
    theme,
    securityLevel: 'strict',
    fontFamily: 'Arial, Helvetica, sans-serif',
    // The dark theme's edge labels are #ccc on #585858 (4.4:1); a darker box gives them 5.5:1.
    themeVariables: {
      fontFamily: 'Arial, Helvetica, sans-serif',
      ...(theme === 'dark' ? { edgeLabelBackground: '#4a4a4a' } : {}),
    },
    // Plain SVG text rather than HTML in foreignObject: every viewer draws it the same.
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    deterministicIds: true,
    deterministicIDSeed: id,
  });
  const { svg } = await mermaid.render(id, source);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const db = diagram.db;
  const plain = (text: string | undefined) =>
    (text ?? '')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const labels = (entries: Map<string, Labelled> | Record<string, Labelled> | undefined) => {
    const map = new Map<string, string>();
    if (!entries) return map;
    const list = entries instanceof Map ? [...entries.entries()] : Object.entries(entries);
    for (const [key, value] of list) map.set(key, plain(value.text ?? value.description) || key);
    return map;
  };
  const sentences: string[] = [];
  if (db.getEdges && db.getVertices) {
    const names = labels(db.getVertices());
    for (const edge of db.getEdges()) {
      const label = plain(edge.text);
      sentences.push(
        `${names.get(edge.start) ?? edge.start} → ${names.get(edge.end) ?? edge.end}${label ? ` (${label})` : ''}`,
      );
    }
  } else if (db.getMessages) {
    const names = labels(db.getActors?.());
    for (const message of db.getMessages()) {
      if (!message.from || !message.to) continue;
      sentences.push(
        `${names.get(message.from) ?? message.from} → ${names.get(message.to) ?? message.to}: ${plain(message.message)}`,
      );
    }
  }
  const kind = db.getMessages ? 'Sequence diagram' : db.getEdges ? 'Flowchart' : 'Diagram';
  const title = plain(db.getAccTitle?.()) || kind;
  const given = plain(db.getAccDescription?.());
  const description = given || `${kind}: ${sentences.join('; ')}.`;
  return { svg, description, title };
}

// The browser and server bundles compile the same pages at the same time: each diagram is drawn once.
const drawing = new Map<string, Promise<void>>();

/** Draws a diagram in both colour modes and writes its files. */
export function drawDiagram(siteDir: string, source: string): Promise<void> {
  const name = diagramName(source);
  const pending = drawing.get(name) ?? drawBothModes(siteDir, name, source);
  drawing.set(name, pending);
  return pending.finally(() => drawing.delete(name));
}

// A build compiles many pages at once; drawing more than a couple of diagrams at
// a time only makes each of them slower and can run into the browser's timeouts.
const maxDrawingsAtOnce = 2;
let drawingsUnderWay = 0;
const waitingForTurn: Array<() => void> = [];

async function takeTurn(): Promise<() => void> {
  if (drawingsUnderWay >= maxDrawingsAtOnce) await new Promise<void>((resolve) => waitingForTurn.push(resolve));
  drawingsUnderWay += 1;
  return () => {
    drawingsUnderWay -= 1;
    waitingForTurn.shift()?.();
  };
}

async function drawBothModes(siteDir: string, name: string, source: string): Promise<void> {
  const done = await takeTurn();
  try {
    await drawWithBrowser(siteDir, name, source);
  } finally {
    done();
  }
}

async function drawWithBrowser(siteDir: string, name: string, source: string): Promise<void> {
  let browser: Browser;
  try {
    browser = await sharedBrowser();
  } catch (error) {
    users -= 1;
    throw error;
  }
  const page = await browser.newPage();
  page.setDefaultTimeout(120_000);
  try {
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ path: localRequire.resolve('mermaid/dist/mermaid.min.js') });
    fs.mkdirSync(path.join(siteDir, diagramsFolder), { recursive: true });
    for (const mode of colorModes) {
      const result = await page.evaluate(drawInPage, { source, theme: mermaidTheme[mode], id: `d${name}` });
      fs.writeFileSync(
        diagramFile(siteDir, name, mode),
        `${withTextAlternative(result.svg, result.title, result.description)}\n`,
      );
    }
  } finally {
    await page.close();
    releaseBrowser();
  }
}
