import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { boardNames, periodNames, rankMessages as m } from './messages';
import { BOARDS, PERIODS, type BoardSearch, type Period } from './rank-search';

/** The board and period tabs; the choice lives in the URL (the route's search params). */
export function BoardTabs({
  value,
  onChange,
  panelId,
}: {
  value: BoardSearch;
  onChange: (next: BoardSearch) => void;
  panelId: string;
}) {
  return (
    <>
      <TabRow
        label={m.boardsLabel}
        options={BOARDS}
        names={boardNames}
        selected={value.board}
        panelId={panelId}
        onSelect={(board) => onChange({ ...value, board })}
        testId="rank-board-tabs"
      />
      <TabRow
        label={m.periodsLabel}
        options={PERIODS}
        names={periodNames}
        selected={value.period}
        panelId={panelId}
        onSelect={(period) => onChange({ ...value, period })}
        testId="rank-period-tabs"
        modifier="periods"
      />
    </>
  );
}

/** The period tabs alone (the supporters page: the board's periods, its figures). */
export function PeriodTabs({
  value,
  onChange,
  panelId,
}: {
  value: Period;
  onChange: (next: Period) => void;
  panelId: string;
}) {
  return (
    <TabRow
      label={m.periodsLabel}
      options={PERIODS}
      names={periodNames}
      selected={value}
      panelId={panelId}
      onSelect={onChange}
      testId="supporters-period-tabs"
      modifier="periods"
    />
  );
}

function TabRow<T extends string>(props: {
  label: MessageDescriptor;
  options: readonly T[];
  names: Record<T, MessageDescriptor>;
  selected: T;
  panelId: string;
  onSelect: (value: T) => void;
  testId: string;
  modifier?: string;
}) {
  const { _ } = useLingui();
  const { options, selected, onSelect } = props;
  // Arrow keys move between tabs, as in any tab list.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = options[(options.indexOf(selected) + step + options.length) % options.length] as T;
    onSelect(next);
    (event.currentTarget.querySelector(`[data-value="${next}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={_(props.label)}
      className={`rk-tabs${props.modifier ? ` rk-tabs--${props.modifier}` : ''}`}
      data-testid={props.testId}
      onKeyDown={onKeyDown}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          className="rk-tab"
          data-value={option}
          aria-selected={option === selected}
          aria-controls={props.panelId}
          tabIndex={option === selected ? 0 : -1}
          onClick={() => option !== selected && onSelect(option)}
        >
          {_(props.names[option])}
        </button>
      ))}
    </div>
  );
}
