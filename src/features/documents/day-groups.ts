/** Items grouped by calendar day in the reader's time zone, in the order given (newest first). */
export interface DayGroup<T> {
  /** YYYY-MM-DD in the time zone. */
  readonly day: string;
  readonly items: readonly T[];
}

/** The calendar day of an instant in a time zone (the visitor's by default). */
export function dayKeyIn(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => number, timeZone?: string): DayGroup<T>[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayKeyIn(timeOf(item), timeZone);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
