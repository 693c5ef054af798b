import { useEffect, useRef } from 'react';

/**
 * Time-based stepping animation of the grid draw (performance.now(), never frame counts): a free run
 * while the server decides, then an ease-out onto the cell the server's prize needs. Each frame only
 * hands a position to `apply`, which moves a class when the lit cell changes (about 14 times a
 * second), so React does not re-render per frame. Because the position comes from the clock, a page
 * that was in the background ends right after it returns. The wheel turns on the compositor
 * instead (wheel-turn.ts); both stop on the positions `nextStop` computes.
 */
export interface SpinMotion {
  /** The wheel is turning (the tap was accepted). */
  readonly turning: boolean;
  /** Where to stop, in the animation's units (degrees or steps); null while the server decides. */
  readonly target: number | null;
  /** Units per ms of the free turn. */
  readonly speed: number;
  readonly settleMs: number;
  /** Writes a position each frame; `final` is true once, for the stop. */
  readonly apply: (position: number, final: boolean) => void;
  readonly onLanded: () => void;
}

const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/** Position at `now` of an ease-out from `from` (moving at `speed`) to `to` over `ms`. Exported for tests. */
export function settlePosition(from: number, to: number, elapsed: number, ms: number): number {
  if (elapsed >= ms) return to;
  return from + (to - from) * easeOut(Math.max(0, elapsed) / ms);
}

/** The first position ≥ `from + minDistance` that is ≡ `target` modulo `cycle`. Exported for tests. */
export function nextStop(from: number, target: number, cycle: number, minDistance: number): number {
  const base = from + minDistance;
  const offset = (((target - base) % cycle) + cycle) % cycle;
  return base + offset;
}

export function useSpinMotion(
  { turning, target, speed, settleMs, apply, onLanded }: SpinMotion,
  cycle: number,
  minDistance: number,
): void {
  const position = useRef(0);
  const callbacks = useRef({ apply, onLanded });
  callbacks.current = { apply, onLanded };
  useEffect(() => {
    if (!turning) return;
    let frame = 0;
    const startedAt = performance.now();
    const startPos = position.current;
    // The ease-out starts when the server's answer arrived, not at the next frame: a page in the
    // background (no frames) lands at once when it returns.
    const settle =
      target === null ? null : { at: startedAt, from: startPos, to: nextStop(startPos, target, cycle, minDistance) };
    const step = (now: number) => {
      const pos = settle
        ? settlePosition(settle.from, settle.to, now - settle.at, settleMs)
        : startPos + (now - startedAt) * speed;
      position.current = pos;
      const final = settle !== null && pos === settle.to;
      callbacks.current.apply(pos, final);
      if (final) {
        callbacks.current.onLanded();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [turning, target, speed, settleMs, cycle, minDistance]);
}

/** The user asked the system for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
