import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { VoicePlayer, formatDuration } from '@/features/share/voice-player';
import { renderWithShell } from '../../support/render';

const player = () => screen.getByTestId('voice-player');
const audio = () => player().querySelector('audio') as HTMLAudioElement;

describe('VoicePlayer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a real button drives a real <audio> element that loads nothing before the first tap', () => {
    renderWithShell(<VoicePlayer src="/v.wav" durationMs={4200} />);
    expect(audio()).toHaveAttribute('preload', 'none');
    expect(audio()).toHaveAttribute('src', '/v.wav');
    expect(screen.getByRole('button')).toHaveAccessibleName('Play voice 4″');
    expect(player()).toHaveAttribute('data-player-state', 'ready');
  });

  it('Ready → Loading on tap, Playing when the audio plays, Ready again on a second tap', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderWithShell(<VoicePlayer src="/v.wav" durationMs={4200} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(play).toHaveBeenCalledTimes(1);
    expect(player()).toHaveAttribute('data-player-state', 'loading');
    expect(screen.getByRole('button')).toHaveAccessibleName('Loading voice 4″');
    fireEvent.playing(audio());
    expect(player()).toHaveAttribute('data-player-state', 'playing');
    expect(screen.getByRole('button')).toHaveAccessibleName('Pause voice 4″');
    fireEvent.click(screen.getByRole('button'));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(player()).toHaveAttribute('data-player-state', 'ready');
  });

  it('a failed load shows Reload; a tap on Reload fetches the audio again', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('no source', 'NotSupportedError'))
      .mockResolvedValue(undefined);
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    renderWithShell(<VoicePlayer src="/missing.wav" durationMs={4200} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(player()).toHaveAttribute('data-player-state', 'reload');
    expect(screen.getByRole('button')).toHaveAccessibleName('Voice failed to load. Tap to reload 4″');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(player()).toHaveAttribute('data-player-state', 'loading');
  });

  it('only one voice plays at a time', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderWithShell(
      <>
        <VoicePlayer src="/a.wav" durationMs={1000} />
        <VoicePlayer src="/b.wav" durationMs={1000} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    const [firstAudio, secondAudio] = [...document.querySelectorAll('audio')];
    await act(async () => fireEvent.click(first as HTMLElement));
    pause.mockClear();
    await act(async () => fireEvent.click(second as HTMLElement));
    expect(pause.mock.contexts).toEqual([firstAudio]);
    expect(pause.mock.contexts).not.toContain(secondAudio);
  });

  it('formats short voices in seconds and long audio in minutes', () => {
    expect(formatDuration(4200)).toBe('4″');
    expect(formatDuration(200)).toBe('1″');
    expect(formatDuration(180_000)).toBe('3:00');
  });
});
