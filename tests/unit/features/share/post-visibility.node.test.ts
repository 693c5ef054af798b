import { describe, expect, it } from 'vitest';
import { postViewFor } from '@/features/share/post-visibility';
import { ModerationVisibility } from '@/platform/constants';

describe('postViewFor (moderation visibility, SPEC §3)', () => {
  it.each([
    [ModerationVisibility.VisibleAll, false, 'visible'],
    [ModerationVisibility.VisibleAll, true, 'visible'],
    [ModerationVisibility.HandsOff, false, 'visible'],
    [ModerationVisibility.HandsOff, true, 'visible'],
    [ModerationVisibility.DoingModeration, false, 'hidden'],
    [ModerationVisibility.DoingModeration, true, 'author_under_review'],
    [ModerationVisibility.VisibleSelf, false, 'hidden'],
    [ModerationVisibility.VisibleSelf, true, 'author_only'],
    [ModerationVisibility.VisibleNone, false, 'hidden'],
    [ModerationVisibility.VisibleNone, true, 'hidden'],
  ])('visibility %i, viewer is author %s: %s', (visibility, isAuthor, view) => {
    expect(postViewFor(visibility, isAuthor)).toBe(view);
  });

  it('an unknown value is hidden rather than shown', () => {
    expect(postViewFor(999, true)).toBe('hidden');
  });
});
