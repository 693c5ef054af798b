import { useReducer, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { PlayerState } from '@/platform/constants';
import { shareMessages } from './messages';
import { NO_EARLY_TAP_ATTRIBUTE } from '@/platform/early-taps';
import { nextPlayerState, tapEffect } from './voice-player-state';

const STATE_NAME: Readonly<Record<PlayerState, string>> = {
  [PlayerState.Ready]: 'ready',
  [PlayerState.Playing]: 'playing',
  [PlayerState.Loading]: 'loading',
  [PlayerState.Reload]: 'reload',
};

const LABEL = {
  [PlayerState.Ready]: shareMessages.playVoice,
  [PlayerState.Playing]: shareMessages.pauseVoice,
  [PlayerState.Loading]: shareMessages.loadingVoice,
  [PlayerState.Reload]: shareMessages.reloadVoice,
} as const;

const ICON: Readonly<Record<PlayerState, string>> = {
  [PlayerState.Ready]: 'M8 5v14l11-7z',
  [PlayerState.Playing]: 'M7 5h4v14H7zM13 5h4v14h-4z',
  [PlayerState.Loading]: '',
  [PlayerState.Reload]: 'M4 12a8 8 0 1 0 3-6.2M4 4v5h5',
};

/** Only one voice plays at a time on a page. */
let playing: HTMLAudioElement | null = null;

export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}″`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A voice message or audio player: a real <button> driving a real <audio> element through the player
 * states of SPEC §3. Nothing is downloaded before the first tap (preload="none"); a failed load shows
 * Reload, and a tap on Reload fetches the audio again.
 */
export function VoicePlayer({
  src,
  durationMs,
  size = 'small',
}: {
  src: string;
  durationMs: number;
  size?: 'small' | 'large';
}) {
  const { _ } = useLingui();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(nextPlayerState, PlayerState.Ready);

  const onTap = () => {
    const audio = audioRef.current;
    if (!audio) return;
    const effect = tapEffect(state);
    dispatch('TOGGLE');
    if (effect === 'pause') {
      audio.pause();
      return;
    }
    if (effect === 'reload_and_play') audio.load();
    if (playing && playing !== audio) playing.pause();
    playing = audio;
    // play() must start inside the tap for mobile browsers; a pause() before it resolves is not a failure.
    audio.play().catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name !== 'AbortError') dispatch('ERROR');
    });
  };

  return (
    <span className={`sh-voice sh-voice--${size}`} data-testid="voice-player" data-player-state={STATE_NAME[state]}>
      {/* iOS plays audio only from the visitor's own tap: one made before the app took over is not replayed. */}
      <button type="button" className="sh-voice__button" onClick={onTap} {...{ [NO_EARLY_TAP_ATTRIBUTE]: '' }}>
        {state === PlayerState.Loading ? (
          <span className="sh-voice__spinner" aria-hidden="true" />
        ) : (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d={ICON[state]}
              fill={state === PlayerState.Reload ? 'none' : 'currentColor'}
              stroke={state === PlayerState.Reload ? 'currentColor' : 'none'}
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
        <span className="tk-visually-hidden">{_(LABEL[state])}</span>
        <span className="sh-voice__duration">{formatDuration(durationMs)}</span>
      </button>
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlaying={() => dispatch('PLAYING')}
        onWaiting={() => dispatch('WAITING')}
        onPause={() => dispatch('PAUSED')}
        onEnded={() => dispatch('ENDED')}
        onError={() => dispatch('ERROR')}
      />
    </span>
  );
}
