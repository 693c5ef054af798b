import { memo, useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react';
import type { SpinPrize } from '@machines/spin-wheel/types';
import { campaignConfig } from './campaign-config';
import { spinMessages as m } from './messages';
import { prizeText } from './prize-text';
import { useWheelTurn } from './wheel-turn';

export interface SpinDesignProps {
  readonly prizes: readonly SpinPrize[];
  /** The wheel turns (spinning or landing). */
  readonly turning: boolean;
  /** The prize the server named, once it did. */
  readonly targetPrizeId: string | null;
  /** Highlight instead of motion (prefers-reduced-motion). */
  readonly still: boolean;
  readonly onLanded: () => void;
}

const COLORS = ['#ffd84d', '#ff9f6e', '#7fd4c1', '#9bb8ff', '#ffd84d', '#ff9f6e', '#7fd4c1', '#c7a6ff'];
const R = 100;

function slicePath(i: number, n: number): string {
  const a0 = ((i * 360) / n - 90) * (Math.PI / 180);
  const a1 = (((i + 1) * 360) / n - 90) * (Math.PI / 180);
  const large = 360 / n > 180 ? 1 : 0;
  return `M0 0 L${(R * Math.cos(a0)).toFixed(2)} ${(R * Math.sin(a0)).toFixed(2)} A${R} ${R} 0 ${large} 1 ${(R * Math.cos(a1)).toFixed(2)} ${(R * Math.sin(a1)).toFixed(2)} Z`;
}

/** Degrees of rotation (clockwise) that put slice i's middle under the pointer at the top. */
export const angleFor = (i: number, n: number): number => (360 - ((i + 0.5) * 360) / n) % 360;

/**
 * The classic wheel: a pre-rendered SVG on its own layer, turned by a compositor animation. It lands
 * on the slice whose prize id the server named (found by id, never by position in the answer).
 */
export function WheelView({ prizes, turning, targetPrizeId, still, onLanded }: SpinDesignProps) {
  const { _ } = useLingui();
  const rotor = useRef<HTMLDivElement>(null);
  const n = prizes.length;
  const index = targetPrizeId === null ? -1 : prizes.findIndex((p) => p.prizeId === targetPrizeId);
  const landed = useCallback(
    (angle: number) => {
      // The stop is written once, for tests and tools that read where the wheel stands.
      if (rotor.current) rotor.current.dataset.angle = angle.toFixed(2);
      onLanded();
    },
    [onLanded],
  );
  useWheelTurn(rotor, {
    turning: turning && !still,
    targetDeg: index >= 0 ? angleFor(index, n) : null,
    speed: 0.72,
    settleMs: campaignConfig.spinTurnMs,
    minDegrees: 360 * campaignConfig.spinTurns,
    onLanded: landed,
  });
  return (
    <div className="cp-wheel" role="img" aria-label={_(m.wheel)} data-testid="spin-wheel" data-still={still || undefined}>
      <div className="cp-wheel__pointer" aria-hidden="true" />
      <div className="cp-wheel__rotor" ref={rotor} data-testid="wheel-rotor" data-angle="0">
        <WheelFace prizes={prizes} wonIndex={still ? index : -1} />
      </div>
    </div>
  );
}

/**
 * The wheel's face, rendered again only when the prizes or the highlighted slice change: a tap or
 * the server's answer re-renders the page, and the slices need not be diffed on those frames.
 */
const WheelFace = memo(function WheelFace({ prizes, wonIndex }: { prizes: readonly SpinPrize[]; wonIndex: number }) {
  const { i18n } = useLingui();
  const n = prizes.length;
  return (
    <svg viewBox="-102 -102 204 204" aria-hidden="true">
      {prizes.map((p, i) => {
        const mid = ((i + 0.5) * 360) / n;
        const highlighted = i === wonIndex;
        return (
          <g key={p.prizeId} data-prize-id={p.prizeId} data-slice={i} data-from={((i * 360) / n).toFixed(2)} data-to={(((i + 1) * 360) / n).toFixed(2)} className={highlighted ? 'cp-slice cp-slice--won' : 'cp-slice'}>
            <path d={slicePath(i, n)} fill={highlighted ? '#ffffff' : COLORS[i % COLORS.length]} stroke="#3b2a1a" strokeWidth="1" />
            <text transform={`rotate(${mid}) translate(0 -62)`} textAnchor="middle" fontSize="9" fill="#3b2a1a">
              {prizeText(i18n, p).slice(0, 14)}
            </text>
          </g>
        );
      })}
      <circle r="14" fill="#3b2a1a" />
    </svg>
  );
});
