export {
  draftKey,
  draftStore,
  forgetDraftsOf,
  keepOnlyDraftsOf,
  type DraftStore,
  type ListedStore,
} from './draft-store';
export { attemptKeys } from './attempt-keys';
