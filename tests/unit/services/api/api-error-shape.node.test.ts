/** What an ApiError says in logs and error reports, and which transport errors explain themselves. */
import { describe, expect, it } from 'vitest';
import { ApiError, asBaseResp, isApiError } from '@/services/api';

describe('ApiError', () => {
  const init = {
    kind: 'business' as const,
    base_resp: { status_code: 40400, status_msg: 'no such chat' },
    status: 200,
    path: '/weaver/api/v1/share/chat',
    method: 'POST',
  };

  it('names itself and says method, path, kind, code and message', () => {
    const error = new ApiError(init);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('POST /weaver/api/v1/share/chat failed (business): 40400 no such chat');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('keeps the cause it was given, and has none otherwise', () => {
    const cause = new TypeError('Failed to fetch');
    expect(new ApiError({ ...init, cause }).cause).toBe(cause);
    expect('cause' in new ApiError(init)).toBe(false);
  });
});

describe('asBaseResp', () => {
  it('takes a number code with a text message, nothing else', () => {
    expect(asBaseResp({ status_code: 1005, status_msg: 'native said no', extra: 1 })).toEqual({
      status_code: 1005,
      status_msg: 'native said no',
    });
    expect(asBaseResp({ status_code: '1005', status_msg: 'x' })).toBeNull();
    expect(asBaseResp({ status_code: 1005 })).toBeNull();
    expect(asBaseResp({ status_msg: 'x' })).toBeNull();
    expect(asBaseResp(null)).toBeNull();
    expect(asBaseResp('1005 x')).toBeNull();
  });
});
