import { describe, expect, it } from 'vitest';
import { utcDateTimeFormat } from '@/ui/local-time';

const START = Date.UTC(2026, 10, 20, 1, 16, 30);

describe("the server's dates, written before the browser knows the visitor's zone", () => {
  it('name their zone, and keep the time as short as the browser will write it (no seconds that would make the line wrap)', () => {
    expect(utcDateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(START)).toBe(
      'Nov 20, 2026, 1:16 AM UTC',
    );
    expect(utcDateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short' }).format(START)).toBe(
      '2026/11/20 1:16 UTC',
    );
  });

  it('a date alone is the UTC date, with no zone', () => {
    expect(utcDateTimeFormat('en-US', { dateStyle: 'medium' }).format(Date.UTC(2026, 10, 20, 23, 30))).toBe(
      'Nov 20, 2026',
    );
  });
});
