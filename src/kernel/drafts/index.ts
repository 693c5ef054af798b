export { draftKey, draftStore, forgetDraftsOf, keepOnlyDraftsOf, type DraftStore } from './draft-store';
