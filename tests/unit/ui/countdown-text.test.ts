import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as es } from '../../../locales/es/messages.po';
import { messages as ja } from '../../../locales/ja/messages.po';
import { messages as zh } from '../../../locales/zh/messages.po';
import { clockOf, countdownText, isoDurationOf, splitTimeLeft, spokenTimeLeft } from '@/ui/countdown-text';

const H = 3_600_000;
const ms = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 3600 + m * 60 + s) * 1000;

describe('countdowns: one formatter for campaign windows and rank resets', () => {
  it('under a day is h:m:s (SPEC: rankings reset on an h:m:s countdown)', () => {
    const t = splitTimeLeft(ms(0, 23, 59, 59));
    expect(t.days).toBe(0);
    expect(countdownText(setupI18n({ locale: 'en', messages: { en } }), t)).toBe('23:59:59');
  });

  it('past a day puts whole days before the rest, never 100 hours', () => {
    const t = splitTimeLeft(100 * H + ms(0, 0, 17, 24));
    expect(t).toEqual({ days: 4, hours: 4, minutes: 17, seconds: 24 });
    expect(clockOf(t)).toBe('04:17:24');
    expect(isoDurationOf(t)).toBe('P4DT4H17M24S');
    expect(countdownText(setupI18n({ locale: 'en', messages: { en } }), t)).toBe('4 days 04:17:24');
    expect(countdownText(setupI18n({ locale: 'en', messages: { en } }), splitTimeLeft(ms(1, 0, 0, 0)))).toBe(
      '1 day 00:00:00',
    );
    expect(countdownText(setupI18n({ locale: 'es', messages: { es } }), t)).toBe('4 días 04:17:24');
    expect(countdownText(setupI18n({ locale: 'ja', messages: { ja } }), t)).toBe('4日 04:17:24');
    expect(countdownText(setupI18n({ locale: 'zh', messages: { zh } }), t)).toBe('4天 04:17:24');
  });

  it('rounds up to the second, so 00:00:00 shows only when the time is up', () => {
    expect(clockOf(splitTimeLeft(999))).toBe('00:00:01');
    expect(clockOf(splitTimeLeft(0))).toBe('00:00:00');
    expect(clockOf(splitTimeLeft(-5000))).toBe('00:00:00');
  });

  it('is said in words for screen readers', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    expect(spokenTimeLeft(i18n, splitTimeLeft(100 * H + ms(0, 0, 1, 24)))).toBe(
      '4 days, 4 hours, 1 minute and 24 seconds',
    );
    expect(spokenTimeLeft(i18n, splitTimeLeft(ms(0, 1, 0, 1)))).toBe('1 hour, 0 minutes and 1 second');
  });
});
