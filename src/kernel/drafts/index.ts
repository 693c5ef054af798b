export { DRAFT_KEY_PREFIX, draftKey, draftStore, type DraftAddress, type DraftOptions, type DraftStore } from './draft-store';
