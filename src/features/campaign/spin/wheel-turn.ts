import { useEffect, useRef, type RefObject } from 'react';
import { nextStop } from './spin-animation';

/**
 * The wheel's turn as Web Animations of `transform` on its own layer: the compositor runs them, so
 * the main thread does nothing per frame (no script, style, layout or paint while it turns, and no
 * React render). A free turn while the server decides, then an ease-out onto the angle of the prize
 * the server named. Both are anchored on the clock: a page in the background when the answer came
 * lands right after it returns.
 */
export interface WheelTurn {
  /** The wheel is turning (the tap was accepted). */
  readonly turning: boolean;
  /** The angle to stop at modulo 360°; null while the server decides. */
  readonly targetDeg: number | null;
  /** Degrees per ms of the free turn. */
  readonly speed: number;
  readonly settleMs: number;
  /** Whole degrees the ease-out travels at least (the turns before it stops). */
  readonly minDegrees: number;
  /** Called once with the final angle (0–360), when the wheel stands still on it. */
  readonly onLanded: (angle: number) => void;
}

/** 1 − (1 − t)³ exactly: a cubic Bézier with control points at x = ⅓ and ⅔ has y = 3t − 3t² + t³ there. */
export const EASE_OUT_CUBIC = 'cubic-bezier(0.3333, 1, 0.6667, 1)';

const rotate = (deg: number) => `rotate(${deg.toFixed(2)}deg)`;

export function useWheelTurn(
  rotor: RefObject<HTMLElement | null>,
  { turning, targetDeg, speed, settleMs, minDegrees, onLanded }: WheelTurn,
): void {
  /** The angle the wheel stands at (or left from), and the free turn running since then. */
  const at = useRef(0);
  const free = useRef<Animation | null>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useEffect(() => {
    const el = rotor.current;
    if (!el || !turning) return;
    const stand = (deg: number) => {
      at.current = deg;
      el.style.transform = rotate(deg);
    };
    if (typeof el.animate !== 'function') {
      // No Web Animations (very old engines): stand on the prize at once.
      if (targetDeg !== null) {
        stand(nextStop(at.current, targetDeg, 360, minDegrees));
        landed.current(((at.current % 360) + 360) % 360);
      }
      return;
    }
    if (targetDeg === null) {
      const from = at.current;
      free.current = el.animate([{ transform: rotate(from) }, { transform: rotate(from + 360) }], {
        duration: 360 / speed,
        iterations: Infinity,
        easing: 'linear',
      });
      return () => {
        // Where the free turn got to, so the ease-out (or the next spin) starts there without a jump.
        const running = free.current;
        stand(from + Number(running?.currentTime ?? 0) * speed);
        running?.cancel();
        free.current = null;
      };
    }
    const from = at.current;
    const to = nextStop(from, targetDeg, 360, minDegrees);
    const settle = el.animate([{ transform: rotate(from) }, { transform: rotate(to) }], {
      duration: settleMs,
      easing: EASE_OUT_CUBIC,
      fill: 'forwards',
    });
    // Started now by the clock, not at the next frame: without frames (a background page) it is
    // already over when they resume.
    settle.startTime = performance.now();
    let done = false;
    settle.finished.then(
      () => {
        done = true;
        stand(to);
        settle.cancel();
        landed.current(((to % 360) + 360) % 360);
      },
      () => undefined,
    );
    return () => {
      if (!done) {
        stand(to);
        settle.cancel();
      }
    };
  }, [rotor, turning, targetDeg, speed, settleMs, minDegrees]);
}
