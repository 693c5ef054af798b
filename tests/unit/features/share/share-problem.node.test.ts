import { describe, expect, it } from 'vitest';
import { StatusCode } from '@/api/contract/codes';
import { isRetryable, shareProblemOf } from '@/features/share/share-problem';
import { ApiError, type ApiErrorKind } from '@/services/api/api-error';

const apiError = (kind: ApiErrorKind, status_code: number, status = 200) =>
  new ApiError({
    kind,
    base_resp: { status_code, status_msg: 'x' },
    status,
    path: '/weaver/api/v1/share/chat',
    method: 'POST',
  });

describe('shareProblemOf', () => {
  it.each([
    [StatusCode.NotFound, 'not_found'],
    [StatusCode.InvalidParam, 'not_found'],
    [StatusCode.ImageExpired, 'image_expired'],
    [StatusCode.VoiceExpired, 'voice_expired'],
    [StatusCode.TemplateDeleted, 'template_unavailable'],
    [StatusCode.VideoGone, 'video_gone'],
    [StatusCode.PostNotVisible, 'post_not_visible'],
    [StatusCode.UserUnavailable, 'user_unavailable'],
    [StatusCode.ChatHistoryUnavailable, 'chat_history_unavailable'],
    [StatusCode.RiskControl, 'failed'],
    [StatusCode.Internal, 'failed'],
  ])('business code %i is %s', (code, problem) => {
    expect(shareProblemOf(apiError('business', code))).toBe(problem);
  });

  it('no answer (a failed fetch, a timeout, a bridge failure) is a network error; a broken answer is a loading failure', () => {
    expect(shareProblemOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(shareProblemOf(apiError('timeout', -1, 0))).toBe('network');
    expect(shareProblemOf(apiError('network', 502, 0))).toBe('network');
    expect(shareProblemOf(apiError('http', 500, 500))).toBe('failed');
    expect(shareProblemOf(apiError('http', 404, 404))).toBe('not_found');
    expect(shareProblemOf(apiError('malformed', -2))).toBe('failed');
  });

  it('offers Retry only where another attempt can help', () => {
    expect(isRetryable('network')).toBe(true);
    expect(isRetryable('failed')).toBe(true);
    expect(isRetryable('video_gone')).toBe(false);
    expect(isRetryable('not_found')).toBe(false);
  });
});
