import { describe, expect, it } from 'vitest';
import { nextPlayerState, tapEffect, type VoicePlayerEvent } from '@/features/share/voice-player-state';
import { PlayerState } from '@/platform/constants';

const run = (events: VoicePlayerEvent[]) => events.reduce(nextPlayerState, PlayerState.Ready as PlayerState);

describe('voice player states (Ready 1, Playing 2, Loading 3, Reload 4)', () => {
  it('tap, load, play, end', () => {
    expect(run(['TOGGLE'])).toBe(PlayerState.Loading);
    expect(run(['TOGGLE', 'PLAYING'])).toBe(PlayerState.Playing);
    expect(run(['TOGGLE', 'PLAYING', 'ENDED'])).toBe(PlayerState.Ready);
  });

  it('a tap while playing pauses; buffering shows Loading again', () => {
    expect(run(['TOGGLE', 'PLAYING', 'TOGGLE'])).toBe(PlayerState.Ready);
    expect(run(['TOGGLE', 'PLAYING', 'WAITING'])).toBe(PlayerState.Loading);
    expect(run(['TOGGLE', 'PLAYING', 'WAITING', 'PLAYING'])).toBe(PlayerState.Playing);
  });

  it('a failure shows Reload, which only a tap leaves', () => {
    expect(run(['TOGGLE', 'ERROR'])).toBe(PlayerState.Reload);
    expect(run(['TOGGLE', 'ERROR', 'PLAYING', 'ENDED', 'PAUSED'])).toBe(PlayerState.Reload);
    expect(run(['TOGGLE', 'ERROR', 'TOGGLE'])).toBe(PlayerState.Loading);
  });

  it('what a tap does to the audio element in each state', () => {
    expect(tapEffect(PlayerState.Ready)).toBe('play');
    expect(tapEffect(PlayerState.Reload)).toBe('reload_and_play');
    expect(tapEffect(PlayerState.Playing)).toBe('pause');
    expect(tapEffect(PlayerState.Loading)).toBe('pause');
  });
});
