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
export function useLocalDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const hydrated = useHydrated();
  if (hydrated) return new Intl.DateTimeFormat(locale, options);
  // The long time style names the zone ("2:00:00 PM UTC"); a date alone needs none.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', ...(options.timeStyle ? { timeStyle: 'long' } : {}) });
}
