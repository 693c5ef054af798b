import { describe, expect, it } from 'vitest';
import { deepLinkFor } from '@/kernel/open-app/deep-link-for';
import { trackingQuery } from '@/kernel/open-app/open-app-target';

describe('deepLinkFor', () => {
  it('builds the target’s deep link with the share tracking and channel_label=H5 last', () => {
    expect(
      deepLinkFor({ target: 'postDetail', params: { post_id: 'p1' } }, 'android', {
        share_trace_id: 't1',
        share_clk_type: 'wechat',
      }),
    ).toBe('talkie://post_detail?post_id=p1&share_trace_id=t1&share_clk_type=wechat&channel_label=H5');
  });

  it('uses the platform’s own path where iOS and Android differ', () => {
    expect(deepLinkFor({ target: 'npcDetail', params: { npc_id: 'n1' } }, 'ios')).toBe(
      'talkie://npc/profile?npc_id=n1&channel_label=H5',
    );
    expect(deepLinkFor({ target: 'npcDetail', params: { npc_id: 'n1' } }, 'android')).toBe(
      'talkie://npc_detail?npc_id=n1&channel_label=H5',
    );
  });

  it('opens the app’s home instead of a broken link when data lacks a required parameter', () => {
    expect(
      deepLinkFor({ target: 'fmPlaying', params: { npc_id: 'n1', fm_id: '', fm_type: 1 } }, 'ios', {
        share_trace_id: 't1',
      }),
    ).toBe('talkie://main?tab=home&share_trace_id=t1&channel_label=H5');
  });

  it('keeps only the tracking values that are set', () => {
    expect(trackingQuery({ share_trace_id: 't1' })).toEqual({ share_trace_id: 't1' });
    expect(trackingQuery({})).toEqual({});
  });
});
