import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * One way to write time left, for every countdown (campaign windows, prize deadlines, rank resets):
 * under a day h:m:s (SPEC: rankings reset on an h:m:s countdown), past a day whole days in words
 * before the h:m:s of the rest, so nobody reads "100:17:24".
 */

export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

const DAY_S = 86_400;

/**
 * Rounded up to the whole second: the display reaches 00:00:00 when the time is really up, the
 * moment a page reloads from the server, not a second early.
 */
export function splitTimeLeft(ms: number): TimeLeft {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of what is left after whole days. */
export const clockOf = ({ hours, minutes, seconds }: TimeLeft): string =>
  `${two(hours)}:${two(minutes)}:${two(seconds)}`;

/** ISO 8601 duration for `<time dateTime>`, e.g. P4DT4H17M24S. */
export const isoDurationOf = (t: TimeLeft): string =>
  `P${t.days > 0 ? `${t.days}D` : ''}T${t.hours}H${t.minutes}M${t.seconds}S`;

export const countdownMessages = {
  withDays: msg({ message: '{days, plural, one {# day} other {# days}} {clock}' }),
  spoken: msg({
    message:
      '{days, plural, =0 {} one {# day, } other {# days, }}{hours, plural, one {# hour} other {# hours}}, {minutes, plural, one {# minute} other {# minutes}} and {seconds, plural, one {# second} other {# seconds}}',
  }),
};

/** Translates a descriptor defined above (the extractor reads messages where they are defined, not here). */
const translate = (i18n: I18n, descriptor: MessageDescriptor): string => i18n._(descriptor);

/** "4 days 04:17:24" past a day, "04:17:24" under it, in the visitor's language. */
export function countdownText(i18n: I18n, t: TimeLeft): string {
  const clock = clockOf(t);
  return t.days > 0 ? translate(i18n, { ...countdownMessages.withDays, values: { days: t.days, clock } }) : clock;
}

/** The same time in words, for screen readers (a bare 04:17:24 may be read as a time of day). */
export const spokenTimeLeft = (i18n: I18n, t: TimeLeft): string =>
  translate(i18n, { ...countdownMessages.spoken, values: { ...t } });
