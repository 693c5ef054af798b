import { memo, useCallback, useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import type { SpinPrize } from '@machines/spin-wheel/types';
import { pageMotionMs } from '@/platform/test-motion';
import { campaignConfig } from '../shared/campaign-config';
import { spinMessages as m } from '../shared/messages';
import { prizeText } from '../shared/prize-text';
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
    settleMs: pageMotionMs(campaignConfig.spinTurnMs),
    minDegrees: 360 * campaignConfig.spinTurns,
    onLanded: landed,
  });
  return (
    <div
      className="cp-wheel"
      role="img"
      aria-label={_(m.wheel)}
      data-testid="spin-wheel"
      data-still={still || undefined}
    >
      <div className="cp-wheel__pointer" aria-hidden="true" />
      {/* The turning square's corners reach past the wheel; clipped here, the page never grows wider mid-turn. */}
      <div className="cp-wheel__clip">
        <div className="cp-wheel__rotor" ref={rotor} data-testid="wheel-rotor" data-angle="0">
          <WheelFace prizes={prizes} wonIndex={still ? index : -1} />
        </div>
      </div>
    </div>
  );
}

/**
 * Labels sit across their slice between these radii (the rim is at R = 100 of the face's 204 units):
 * HTML over the SVG, so the browser wraps them at word boundaries (CJK, which has no spaces, by
 * character) instead of an SVG line cut mid-word.
 */
const LABEL_OUTER = 93;
const LABEL_INNER = 48;
const FACE = 204;
/** The smallest label font (px) shrinking may reach; below it the text is no longer legible on a phone. */
const MIN_LABEL_PX = 8;

/** A label's box, in % of the wheel: as wide as the slice at its inner edge, turned to the slice's middle. */
function labelStyle(i: number, n: number): CSSProperties {
  // Few slices: no wider than the rim allows at the box's outer corners.
  const width = Math.min(2 * LABEL_INNER * Math.tan(Math.PI / n), 2 * Math.sqrt(R * R - LABEL_OUTER * LABEL_OUTER));
  const height = LABEL_OUTER - LABEL_INNER;
  const pct = (units: number) => `${((100 * units) / FACE).toFixed(3)}%`;
  return {
    top: pct(FACE / 2 - LABEL_OUTER),
    left: pct((FACE - width) / 2),
    width: pct(width),
    height: pct(height),
    // Turn about the wheel's centre, which lies LABEL_OUTER units below the box's top edge.
    transformOrigin: `50% ${((100 * LABEL_OUTER) / height).toFixed(3)}%`,
    transform: `rotate(${(((i + 0.5) * 360) / n).toFixed(3)}deg)`,
  };
}

/** Whether a label's text sticks out of its box (a word longer than a line, or too many lines). */
const overflows = (el: HTMLElement) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;

/**
 * Shrinks each label that does not fit until it does (or reaches MIN_LABEL_PX). Runs when the prizes,
 * the language or the page width change, never while the wheel turns (the face is memoised).
 */
function useShrinkToFit(face: RefObject<HTMLDivElement | null>, key: string) {
  useLayoutEffect(() => {
    const fit = () => {
      for (const el of face.current?.querySelectorAll<HTMLElement>('.cp-wheel__label') ?? []) {
        el.style.fontSize = '';
        let px = parseFloat(getComputedStyle(el).fontSize);
        while (overflows(el) && px > MIN_LABEL_PX) {
          px = Math.max(MIN_LABEL_PX, px - 0.5);
          el.style.fontSize = `${px}px`;
        }
      }
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [face, key]);
}

/**
 * The wheel's face, rendered again only when the prizes or the highlighted slice change: a tap or
 * the server's answer re-renders the page, and the slices need not be diffed on those frames.
 */
const WheelFace = memo(function WheelFace({ prizes, wonIndex }: { prizes: readonly SpinPrize[]; wonIndex: number }) {
  const { i18n } = useLingui();
  const face = useRef<HTMLDivElement>(null);
  const n = prizes.length;
  const names = prizes.map((p) => prizeText(i18n, p));
  useShrinkToFit(face, names.join('\n'));
  return (
    <div className="cp-wheel__face" ref={face}>
      <svg viewBox="-102 -102 204 204" aria-hidden="true">
        {/* No slices yet (the server's HTML, before the visitor's read): the wheel's empty disc holds its place. */}
        {n === 0 ? <circle r={R} fill="var(--tk-surface)" stroke="#3b2a1a" strokeWidth="1" /> : null}
        {prizes.map((p, i) => {
          const highlighted = i === wonIndex;
          return (
            <g
              key={p.prizeId}
              data-prize-id={p.prizeId}
              data-slice={i}
              data-from={((i * 360) / n).toFixed(2)}
              data-to={(((i + 1) * 360) / n).toFixed(2)}
              className={highlighted ? 'cp-slice cp-slice--won' : 'cp-slice'}
            >
              <path
                d={slicePath(i, n)}
                fill={highlighted ? '#ffffff' : COLORS[i % COLORS.length]}
                stroke="#3b2a1a"
                strokeWidth="1"
              />
            </g>
          );
        })}
        <circle r="14" fill="#3b2a1a" />
      </svg>
      {/* Decoration for screen readers, like the slices: the wheel is one image, the result is said in words. */}
      {prizes.map((p, i) => (
        <span
          key={p.prizeId}
          className="cp-wheel__label"
          style={labelStyle(i, n)}
          lang={i18n.locale}
          aria-hidden="true"
          data-testid="wheel-label"
          data-prize-id={p.prizeId}
        >
          {names[i]}
        </span>
      ))}
    </div>
  );
});
