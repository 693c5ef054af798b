export { draftKey, draftStore, type DraftStore } from './draft-store';
export { attemptKeys, type AttemptKeys } from './attempt-keys';
