import { PlayerState } from '@/platform/constants';

/**
 * The voice player of SPEC §3 (Ready 1, Playing 2, Loading 3, Reload 4) as a pure transition table.
 * TOGGLE is the user's tap; the others come from the <audio> element (or a refused play()).
 */
export type VoicePlayerEvent = 'TOGGLE' | 'PLAYING' | 'WAITING' | 'PAUSED' | 'ENDED' | 'ERROR';

/** What the tap must do to the <audio> element, decided before the state changes. */
export type VoiceTapEffect = 'play' | 'reload_and_play' | 'pause';

const TABLE: Readonly<Record<PlayerState, Partial<Record<VoicePlayerEvent, PlayerState>>>> = {
  [PlayerState.Ready]: { TOGGLE: PlayerState.Loading, PLAYING: PlayerState.Playing, ERROR: PlayerState.Reload },
  // A second tap while loading cancels: back to Ready.
  [PlayerState.Loading]: {
    TOGGLE: PlayerState.Ready,
    PLAYING: PlayerState.Playing,
    PAUSED: PlayerState.Ready,
    ENDED: PlayerState.Ready,
    ERROR: PlayerState.Reload,
  },
  [PlayerState.Playing]: {
    TOGGLE: PlayerState.Ready,
    WAITING: PlayerState.Loading,
    PAUSED: PlayerState.Ready,
    ENDED: PlayerState.Ready,
    ERROR: PlayerState.Reload,
  },
  // Only a tap leaves Reload: the audio is fetched again.
  [PlayerState.Reload]: { TOGGLE: PlayerState.Loading },
};

export function nextPlayerState(state: PlayerState, event: VoicePlayerEvent): PlayerState {
  return TABLE[state][event] ?? state;
}

export function tapEffect(state: PlayerState): VoiceTapEffect {
  if (state === PlayerState.Ready) return 'play';
  if (state === PlayerState.Reload) return 'reload_and_play';
  return 'pause';
}
