/**
 * The documents area's pages, the one module its route files import (lazily): the boot chunk then
 * names only each route's own chunk, and this area loads as one chunk beside it.
 */
export { DocumentPage } from './document-page';
export { ImageCreationPage } from './image-creation-page';
export { OriginalityPage, preloadOriginality } from './originality-page';
export { LevelDocPage } from './level-doc-page';
export { CardRecordPage } from './card-record-page';
export { GemsPage } from './gems-page';
export { preloadDocument } from './document-preload';
export { preloadRecord } from './record-preload';
