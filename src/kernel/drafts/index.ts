export { draftKey, draftStore, type DraftStore } from './draft-store';
