/** A calendar date (YYYY-MM-DD) in the reader's language, without shifting it through a time zone. */
export function formatDay(isoDay: string, locale: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return isoDay;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}
