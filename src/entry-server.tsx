/** The server render of the share pages (README "Server-rendered share pages"), built as its own bundle. */
export { renderSharePage, type RenderedSharePage, type ShareRenderRequest } from './server-render/render-share-page';
export { acceptedLanguages, PAGE_VARIANT_HEADER } from './platform/page-variant';
export { renderShareDocument } from './server-render/share-document';
