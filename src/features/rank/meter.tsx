/** A progress bar with its numbers for assistive technology. */
export function Meter({ current, target, label }: { current: number; target: number; label: string }) {
  const percent = target > 0 ? Math.min(100, Math.round((current / target) * 100)) : 0;
  return (
    <div
      className="rk-meter"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={target}
      aria-valuenow={Math.min(current, target)}
    >
      <div className="rk-meter__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
