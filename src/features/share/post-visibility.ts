import { ModerationVisibility } from '@/platform/constants';

/**
 * How a shared post shows, from its moderation visibility (SPEC §3) and whether the viewer wrote it
 * (README "Moderation visibility"):
 * - VisibleAll 100, HandsOff 400 (moderation done, left alone): everyone sees it;
 * - DoingModeration 0: its author sees it with an "under review" notice; others get "not visible";
 * - VisibleSelf 200: its author sees it with an "only you" notice; others get "not visible";
 * - VisibleNone 300: nobody sees it, its author included.
 * The server already hides what the viewer may not see (PostNotVisible); the page applies the same
 * rule to what it receives, so a post never shows to the wrong person.
 */
export type PostView = 'visible' | 'author_under_review' | 'author_only' | 'hidden';

export function postViewFor(visibility: number, viewerIsAuthor: boolean): PostView {
  switch (visibility) {
    case ModerationVisibility.VisibleAll:
    case ModerationVisibility.HandsOff:
      return 'visible';
    case ModerationVisibility.DoingModeration:
      return viewerIsAuthor ? 'author_under_review' : 'hidden';
    case ModerationVisibility.VisibleSelf:
      return viewerIsAuthor ? 'author_only' : 'hidden';
    default:
      return 'hidden';
  }
}
