import type { CSSProperties, ReactNode } from 'react';
import './celebration.css';

/** Confetti pieces: few enough for a low-end phone, each a composited transform and opacity. */
const PIECES = 10;

/**
 * A short celebration of what the server granted (a prize, an egg, claimed gems): once `active`, the
 * box pops and glows once and a few confetti pieces fly, in CSS only (transform and opacity, no script
 * per frame); nothing moves under prefers-reduced-motion. The box stays mounted while inactive, so a
 * live region inside it exists before the result arrives and is announced when it does. It says
 * nothing itself: the result is said once, by the page's own status region.
 */
export function Celebration({
  active,
  children,
  className,
}: {
  active: boolean;
  children: ReactNode;
  className?: string;
}) {
  const classes = ['tk-celebration', active ? 'tk-celebration--on' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={active ? 'celebration' : undefined}>
      {active ? (
        <span className="tk-celebration__confetti" aria-hidden="true">
          {Array.from({ length: PIECES }, (_unused, i) => (
            <span key={i} className="tk-celebration__piece" style={{ '--i': i } as CSSProperties} />
          ))}
        </span>
      ) : null}
      {children}
    </div>
  );
}
