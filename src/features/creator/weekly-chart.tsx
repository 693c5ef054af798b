import { useLingui } from '@lingui/react';
import { creatorMessages as m } from './messages';

export interface ChartDay {
  readonly label: string;
  readonly value: number;
}

const W = 320;
const H = 140;
const TOP = 16;
const BOTTOM = 20;

/**
 * Bars of one count per day, drawn as inline SVG (no chart library): the shape reads at a glance,
 * and the values are written above the bars and summed up in the accessible name.
 */
export function WeeklyChart({ days, format }: { days: readonly ChartDay[]; format: (n: number) => string }) {
  const { _ } = useLingui();
  const max = Math.max(1, ...days.map((d) => d.value));
  const slot = W / Math.max(1, days.length);
  const barWidth = slot * 0.56;
  const summary = _({
    ...m.chartSummary,
    values: { first: days[0]?.label ?? '', last: days.at(-1)?.label ?? '', max: format(max) },
  });
  return (
    <svg className="cr-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} data-testid="weekly-chart">
      {days.map((d, i) => {
        const h = ((H - TOP - BOTTOM) * d.value) / max;
        const x = i * slot + (slot - barWidth) / 2;
        const y = H - BOTTOM - h;
        return (
          <g key={d.label}>
            <rect className="cr-chart__bar" x={x} y={y} width={barWidth} height={Math.max(h, 1)} rx={3} />
            <text className="cr-chart__value" x={x + barWidth / 2} y={y - 4} textAnchor="middle">
              {format(d.value)}
            </text>
            <text className="cr-chart__label" x={x + barWidth / 2} y={H - 5} textAnchor="middle">
              {d.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
