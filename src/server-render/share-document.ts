import type { RenderedSharePage } from './render-share-page';

/**
 * The HTML document of a server-rendered share page: the app's index.html with the page's language,
 * its preview tags in place of the generic title and description, the stylesheets its markup needs
 * (so it paints styled before any script runs), its markup in #root and its answers beside it.
 */
export function renderShareDocument(template: string, page: RenderedSharePage, stylesheets: readonly string[] = []): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href.replace(/"/g, '&quot;')}" />`).join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${page.head}${links ? `\n    ${links}` : ''}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${page.state}`);
}
