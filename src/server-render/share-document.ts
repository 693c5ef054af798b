import type { RenderedSharePage } from './render-share-page';

/**
 * The HTML document of a server-rendered share page: the app's index.html with the page's language,
 * its preview tags in place of the generic title and description, the stylesheets its markup needs
 * (so it paints styled before any script runs), its markup in #root and its answers beside it. The
 * app's scripts are fetched at low priority there.
 */
export function renderShareDocument(template: string, page: RenderedSharePage, stylesheets: readonly string[] = []): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href.replace(/"/g, '&quot;')}" />`).join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}" data-ssr`)
    // The markup paints without the app's code: it loads beside the page, never ahead of its CSS and pictures.
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${page.head}${links ? `\n    ${links}` : ''}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.state}`);
}
