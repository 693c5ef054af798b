/** The server render of the share pages (README "Server-rendered share pages"), built as its own bundle. */
export { renderSharePage, acceptedLanguages, type RenderedSharePage, type ShareRenderRequest } from './server-render/render-share-page';
export { renderShareDocument } from './server-render/share-document';
