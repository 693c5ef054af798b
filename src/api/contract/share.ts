/**
 * Content of the nine share pages. Unhappy states are status codes (see codes.ts):
 * ImageExpired / VoiceExpired (materials), TemplateDeleted, VideoGone, PostNotVisible (moderation),
 * ChatHistoryUnavailable, UserUnavailable (the author's account is banned), NotFound (unknown id).
 * All share calls take an optional token: the viewer matters only for posts visible to their author.
 */
export { SharePaths } from './share-paths';
export * from './share-common';
export * from './share-chat';
export * from './share-image';
export * from './share-material';
export * from './share-memory';
export * from './share-chat-history';
export * from './share-template';
export * from './share-video';
export * from './share-post';
export * from './share-fm';
