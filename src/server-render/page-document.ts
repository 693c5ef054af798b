import { earlyTapsScript } from '@/platform/early-taps';
import type { RenderedPage } from './render-page';

/** The app's entry scripts in index.html, in order. */
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;

/**
 * The HTML document of a server-rendered page: the app's index.html with the page's language,
 * its head tags (its route's, or the default ones) in place of the generic title and description, the stylesheets its markup needs
 * (so it paints styled before any script runs), its markup in #root and its answers beside it.
 * The markup needs no code to show: the app's scripts load once it has painted (`data-ssr` tells the
 * route preload of index.html the same), so they never hold up its first paint.
 */
export function renderPageDocument(template: string, page: RenderedPage, stylesheets: readonly string[] = []): string {
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" crossorigin href="${href.replace(/"/g, '&quot;')}" />`)
    .join('\n    ');
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  // Taps on its buttons before the app has started are kept and handled once it has (early-taps.ts).
  const boot = `<script type="module">${earlyTapsScript()} requestAnimationFrame(() => setTimeout(async () => { for (const src of ${JSON.stringify(entries)}) await import(src); }));</script>`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}" data-ssr`)
    .replace(ENTRY_SCRIPT, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${page.head}${links ? `\n    ${links}` : ''}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.state}`)
    .replace('</body>', () => `  ${boot}\n  </body>`);
}
