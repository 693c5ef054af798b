import { beforeEach, describe, expect, it } from 'vitest';
import { readTrail, rememberPage } from '@/app/page-trail';

describe('page trail', () => {
  beforeEach(() => sessionStorage.clear());

  it('the previous page becomes the next page’s refer page, and share_trace_id is kept', () => {
    rememberPage('share_chat', 'trace-1');
    expect(readTrail()).toEqual({ parentPage: 'share_chat', shareTraceId: 'trace-1' });
    rememberPage('invitation');
    expect(readTrail()).toEqual({ parentPage: 'invitation', shareTraceId: 'trace-1' });
  });

  it('URL values win over the remembered ones', () => {
    rememberPage('share_chat', 'trace-1');
    expect(readTrail('rank', 'trace-2')).toEqual({ parentPage: 'rank', shareTraceId: 'trace-2' });
  });
});
