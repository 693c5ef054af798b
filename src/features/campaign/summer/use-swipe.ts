import { useRef } from 'react';
import { SWIPE_THRESHOLD_PX, TOUCH_MOVE_THROTTLE_MS } from '@/platform/constants';

/**
 * Horizontal swipes for carousels and swipeable rows (SPEC §9): a move counts as a swipe once it
 * travels 10 px sideways; touchmove is read at most every 35 ms.
 */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const last = useRef<{ dx: number; dy: number; at: number }>({ dx: 0, dy: 0, at: 0 });
  return {
    onTouchStart: (e: React.TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
      last.current = { dx: 0, dy: 0, at: 0 };
    },
    onTouchMove: (e: React.TouchEvent) => {
      const t = e.touches[0];
      if (!t || !start.current || e.timeStamp - last.current.at < TOUCH_MOVE_THROTTLE_MS) return;
      last.current = { dx: t.clientX - start.current.x, dy: t.clientY - start.current.y, at: e.timeStamp };
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start.current) return;
      const dx = t ? t.clientX - start.current.x : last.current.dx;
      const dy = t ? t.clientY - start.current.y : last.current.dy;
      start.current = null;
      const direction = swipeDirection(dx, dy);
      if (direction) onSwipe(direction);
    },
  };
}
