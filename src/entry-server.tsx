/** The server render of the pages (README "Server-rendered pages"), built as its own bundle. */
export { renderPage, type RenderedPage, type PageRenderRequest } from './server-render/render-page';
export { acceptedLanguages, PAGE_VARIANT_HEADER } from './platform/page-variant';
export { renderPageDocument } from './server-render/page-document';
