export { draftKey, draftStore, type DraftStore } from './draft-store';
export { attemptKeys } from './attempt-keys';
