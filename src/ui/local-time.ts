import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders the page and while the browser hydrates it, true from then on (and at
 * once on a page rendered in the browser): what only the browser knows (its time zone) is shown after
 * hydration, so the first render in the browser matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A date and time format in the visitor's time zone. The server does not know it: its HTML and the
 * hydration write UTC and say so; the browser then writes the visitor's own time.
 */
export function useLocalDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): { format(ms: number): string } {
  const hydrated = useHydrated();
  if (hydrated) return new Intl.DateTimeFormat(locale, options);
  return utcDateTimeFormat(locale, options);
}

/**
 * The same format in UTC, a time named as such ("1:16 AM UTC"; a date alone needs no zone). The time
 * keeps its style: the text the browser then writes in the visitor's zone is as long, and the line
 * does not move when it changes (the long style would add seconds and make it wrap).
 */
export function utcDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): { format(ms: number): string } {
  const utc = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return options.timeStyle ? { format: (ms) => `${utc.format(ms)} UTC` } : utc;
}
