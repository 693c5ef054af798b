import { describe, expect, it, vi } from 'vitest';
import { rotatedElsewhere } from '@/kernel/session/cross-tab-session';
import { answerWasLost, withLostAnswerRetry } from '@/kernel/session/refresh-retry';
import { ApiError, type ApiErrorKind } from '@/services/api/api-error';

const apiError = (kind: ApiErrorKind, status = 200, statusCode = 40104) =>
  new ApiError({
    kind,
    base_resp: { status_code: statusCode, status_msg: 'x' },
    status,
    path: '/weaver/api/v1/account/refresh_auth_token',
    method: 'POST',
  });

describe('answerWasLost', () => {
  it('a refusal is an answer; a dropped connection, a timeout, a garbled or 5xx answer is not', () => {
    expect(answerWasLost(apiError('business'))).toBe(false);
    expect(answerWasLost(apiError('http', 404))).toBe(false);
    expect(answerWasLost(new TypeError('Failed to fetch'))).toBe(true);
    expect(answerWasLost(apiError('timeout', 0, -1))).toBe(true);
    expect(answerWasLost(apiError('malformed', 200, -2))).toBe(true);
    expect(answerWasLost(apiError('network', 0, 1005))).toBe(true);
    expect(answerWasLost(apiError('http', 502))).toBe(true);
  });
});

describe('withLostAnswerRetry', () => {
  it('tries twice more after lost answers, pausing 500 ms then 1 s', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(apiError('timeout', 0, -1))
      .mockResolvedValue('pair');
    await expect(withLostAnswerRetry(attempt, sleep)).resolves.toBe('pair');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [1_000]]);
  });

  it('gives up after the third lost answer, and at once on a refusal', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const lost = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withLostAnswerRetry(lost, sleep)).rejects.toThrow('Failed to fetch');
    expect(lost).toHaveBeenCalledTimes(3);

    const refused = vi.fn().mockRejectedValue(apiError('business'));
    await expect(withLostAnswerRetry(refused, sleep)).rejects.toBeInstanceOf(ApiError);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('rotatedElsewhere', () => {
  const mine = { userId: 'u1', authToken: 'at-1', refreshToken: 'rt-1', isAnonymous: true };
  it('takes the stored login only when both tokens of the same user changed', () => {
    const rotated = { ...mine, authToken: 'at-2', refreshToken: 'rt-2' };
    expect(rotatedElsewhere(rotated, mine)).toBe(rotated);
    expect(rotatedElsewhere(mine, mine)).toBeNull();
    expect(rotatedElsewhere({ ...mine, authToken: 'at-2' }, mine)).toBeNull(); // half written
    expect(rotatedElsewhere({ ...rotated, userId: 'u2' }, mine)).toBeNull();
    expect(rotatedElsewhere(null, mine)).toBeNull();
  });
});
