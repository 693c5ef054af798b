/**
 * The statecharts of docs/flows as SVG pictures, so a reviewer can open them without a Mermaid viewer.
 * Each ```mermaid block of docs/flows/<flow>.md is rendered by Mermaid inside Chromium (the one the
 * tests use; `CHROMIUM_PATH`, default /usr/bin/chromium) into docs/flows/svg/<flow>[-<n>-<chart>].svg.
 * Each picture starts with a comment holding the hash of its Mermaid source, so `npm run flows:check`
 * can tell a stale picture without rendering anything.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const FLOW_SVG_DIR = 'docs/flows/svg';

export interface FlowChartSource {
  /** Path of the picture, relative to the repository root. */
  readonly path: string;
  readonly source: string;
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The charts of one generated page, with the picture each is rendered into. */
export function chartsOfPage(flow: string, markdown: string): FlowChartSource[] {
  const found: Array<{ title: string; source: string }> = [];
  let title = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith('### ')) title = line.slice(4);
    if (line !== '```mermaid') continue;
    const end = lines.indexOf('```', i + 1);
    found.push({ title, source: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  if (found.length === 1)
    return [{ path: `${FLOW_SVG_DIR}/${flow}.svg`, source: (found[0] as { source: string }).source }];
  return found.map((c, n) => ({ path: `${FLOW_SVG_DIR}/${flow}-${n + 1}-${slug(c.title)}.svg`, source: c.source }));
}

export const sourceHash = (source: string): string => createHash('sha256').update(source).digest('hex').slice(0, 16);
export const hashLine = (source: string): string => `<!-- mermaid source ${sourceHash(source)} -->`;

/** Where Mermaid's browser bundle is, or null when the package is not installed (`MERMAID_DIST` overrides). */
export function mermaidBundle(): string | null {
  const fromEnv = process.env.MERMAID_DIST;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  try {
    return createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  } catch {
    return null;
  }
}

export interface RenderedChart {
  readonly path: string;
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

/** The drawn size of a Mermaid SVG (its viewBox). */
export function svgSize(svg: string): { width: number; height: number } {
  const box = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  return box ? { width: Math.round(Number(box[3])), height: Math.round(Number(box[4])) } : { width: 0, height: 0 };
}

/** Renders the charts in one headless Chromium. */
export async function renderCharts(charts: readonly FlowChartSource[], bundle: string): Promise<RenderedChart[]> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: bundle });
    await page.evaluate(() => {
      const w = window as unknown as { mermaid: { initialize(o: object): void } };
      w.mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: 'default',
        state: { useMaxWidth: false },
      });
    });
    const out: RenderedChart[] = [];
    for (const [i, chart] of charts.entries()) {
      const svg = await page.evaluate(
        async ({ id, source }) => {
          const w = window as unknown as { mermaid: { render(id: string, text: string): Promise<{ svg: string }> } };
          // Mermaid writes HTML line breaks inside its labels; a standalone .svg file must be XML.
          const svg = (await w.mermaid.render(id, source)).svg.replace(/<br>/g, '<br/>');
          const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
          if (parsed.getElementsByTagName('parsererror').length) throw new Error(`chart ${id} is not well-formed SVG`);
          return svg;
        },
        { id: `flow${i}`, source: chart.source },
      );
      out.push({ path: chart.path, svg: `${hashLine(chart.source)}\n${svg}\n`, ...svgSize(svg) });
    }
    return out;
  } finally {
    await browser.close();
  }
}
