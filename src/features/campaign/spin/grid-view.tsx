import { useCallback, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { spinMessages as m } from '../shared/messages';
import { prizeText } from '../shared/prize-text';
import { pageMotionMs } from '@/platform/test-motion';
import { useSpinMotion } from './spin-animation';
import type { SpinDesignProps } from './wheel-view';

/** Grid cells in ring order (clockwise from the top left); the middle cell (4) holds the draw button. */
const RING = [0, 1, 2, 5, 8, 7, 6, 3] as const;

/**
 * The second design (/spin_wheel_v2): a 3×3 grid whose light runs round the ring and stops on the
 * cell of the prize the server named. Same machine, same rules.
 */
export function GridView({
  prizes,
  turning,
  targetPrizeId,
  still,
  onLanded,
  button,
}: SpinDesignProps & { button: React.ReactNode }) {
  const { _, i18n } = useLingui();
  const cells = useRef<(HTMLLIElement | null)[]>([]);
  const ring = prizes.slice(0, RING.length);
  const index = targetPrizeId === null ? -1 : ring.findIndex((p) => p.prizeId === targetPrizeId);
  const lit = useRef(-1);
  const apply = useCallback(
    (pos: number) => {
      const next = Math.floor(pos + 1e-6) % RING.length;
      if (next === lit.current) return;
      cells.current[lit.current]?.classList.remove('cp-grid__cell--lit');
      cells.current[next]?.classList.add('cp-grid__cell--lit');
      lit.current = next;
      cells.current[next]?.parentElement?.setAttribute('data-lit', ring[next]?.prizeId ?? '');
    },
    [ring],
  );
  useSpinMotion(
    {
      turning: turning && !still,
      target: index >= 0 ? index : null,
      speed: 0.014,
      settleMs: pageMotionMs(2600),
      apply,
      onLanded,
    },
    RING.length,
    RING.length * 2,
  );
  const byCell = new Map<number, number>(RING.map((cell, i) => [cell, i]));
  return (
    <ul className="cp-grid" aria-label={_(m.grid)} data-testid="spin-grid">
      {Array.from({ length: 9 }, (_unused, cell) => {
        if (cell === 4)
          return (
            <li key="button" className="cp-grid__center">
              {button}
            </li>
          );
        const i = byCell.get(cell) ?? 0;
        const prize = ring[i];
        const won = still && i === index;
        return (
          <li
            key={prize?.prizeId ?? cell}
            ref={(el) => {
              cells.current[i] = el;
            }}
            className={`cp-grid__cell${won ? ' cp-grid__cell--lit' : ''}`}
            data-prize-id={prize?.prizeId}
          >
            {prize ? prizeText(i18n, prize) : ''}
          </li>
        );
      })}
    </ul>
  );
}
