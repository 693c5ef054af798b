/**
 * The campaign pages' pure parts: where the wheel stops, swipes, the contact form's checks, countdowns, frame counts.
 */
import { describe, expect, it } from 'vitest';
import { validateContact, EMPTY_CONTACT } from '@/features/campaign/prizes/contact-form';
import { parseCampaignSearch } from '@/features/campaign/shared/campaign-search';
import { nextStop, settlePosition } from '@/features/campaign/spin/spin-animation';
import { swipeDirection } from '@/features/campaign/summer/use-swipe';
import { angleFor } from '@/features/campaign/spin/wheel-view';
import { EASE_OUT_CUBIC } from '@/features/campaign/spin/wheel-turn';
import { compositorFrames, frameStats, turnWindow } from '../../../../scripts/lib/frame-stats';

describe('where the wheel stops', () => {
  it('puts the middle of slice i under the pointer at the top, for 8 slices', () => {
    // Slice 0 spans 0°–45° clockwise from the top: turning the wheel by 337.5° brings 22.5° to the top.
    expect(angleFor(0, 8)).toBe(337.5);
    expect(angleFor(2, 8)).toBe(247.5);
    expect(angleFor(7, 8)).toBe(22.5);
  });

  it('stops at least the minimum distance ahead, on the target modulo a turn', () => {
    const stop = nextStop(100, 247.5, 360, 1800);
    expect(stop).toBeGreaterThanOrEqual(1900);
    expect(stop - 1900).toBeLessThan(360);
    expect(((stop % 360) + 360) % 360).toBeCloseTo(247.5);
  });

  it('eases out and ends exactly on the stop once the time is up (a page back from the background lands at once)', () => {
    expect(settlePosition(0, 1000, 0, 3600)).toBe(0);
    expect(settlePosition(0, 1000, 1800, 3600)).toBeGreaterThan(500);
    expect(settlePosition(0, 1000, 3600, 3600)).toBe(1000);
    expect(settlePosition(0, 1000, 60_000, 3600)).toBe(1000);
  });
});

describe('the compositor animation of the wheel', () => {
  it('eases on the same curve as the settle model: its Bézier is 1 − (1 − t)³ at every point', () => {
    const [x1, y1, x2, y2] = (EASE_OUT_CUBIC.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number];
    const bezier = (a: number, b: number, s: number) => 3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s ** 2 * b + s ** 3;
    for (let i = 0; i <= 20; i++) {
      const s = i / 20;
      // x(s) is (nearly) s itself, so y at time x(s) must be the model's position at that time.
      expect(bezier(x1, x2, s)).toBeCloseTo(s, 3);
      expect(bezier(y1, y2, s)).toBeCloseTo(settlePosition(0, 1, bezier(x1, x2, s) * 3600, 3600), 3);
    }
  });
});

describe('swipes (SPEC §9: 10 px)', () => {
  it('counts a sideways move of 10 px or more, not less, and not a mostly vertical one', () => {
    expect(swipeDirection(-10, 0)).toBe('left');
    expect(swipeDirection(10, 2)).toBe('right');
    expect(swipeDirection(9, 0)).toBeNull();
    expect(swipeDirection(12, 30)).toBeNull();
  });
});

describe('the contact form (SPEC §3)', () => {
  const good = {
    recipient_name: 'Robin',
    phone: '+1 555 0100',
    email: 'r@example.com',
    discord: '',
    mailing_address: '1 Main Street, Springfield',
  };
  it('accepts a complete form with the discord username left out', () => {
    expect(validateContact(good)).toEqual({});
  });
  it('names each missing or malformed field', () => {
    const errors = validateContact({ ...EMPTY_CONTACT, email: 'nope', discord: 'Has Spaces' });
    expect(Object.keys(errors).sort()).toEqual(['discord', 'email', 'mailing_address', 'phone', 'recipient_name']);
    expect(errors.email?.text.message).toBe('Enter a valid email address');
  });
  it('says how long a name may be (50 characters)', () => {
    expect(validateContact({ ...good, recipient_name: 'x'.repeat(51) }).recipient_name?.max).toBe(50);
    expect(validateContact({ ...good, recipient_name: 'x'.repeat(50) })).toEqual({});
  });
});

describe('query of the campaign pages', () => {
  it('keeps ids and drops anything else', () => {
    expect(parseCampaignSearch({ event_id: 'spin_ended', record_id: 'rec_1' })).toEqual({
      event_id: 'spin_ended',
      record_id: 'rec_1',
    });
    expect(parseCampaignSearch({ event_id: '<script>', record_id: 5 })).toEqual({});
  });
});

describe('frame counts of bench:spin', () => {
  it('counts a gap of n frame times as n − 1 dropped frames', () => {
    const f = 1000 / 60;
    const stats = frameStats([0, f, 2 * f, 5 * f, 6 * f]);
    expect(stats.dropped).toBe(2);
    expect(stats.frames).toBe(5);
  });

  it('counts what the compositor showed and dropped while its animation ran, each frame once', () => {
    const report = (seq: number, ts: number, state: string, anim = true) => ({
      name: 'PipelineReporter',
      ph: 'b',
      pid: 7,
      ts,
      args: { frame_reporter: { frame_sequence: seq, state, has_compositor_animation: anim } },
    });
    const run = compositorFrames([
      report(1, 0, 'STATE_PRESENTED_ALL'),
      // One frame reported twice (its main-thread part dropped, the compositor's shown): shown once.
      report(2, 16_667, 'STATE_PRESENTED_PARTIAL'),
      report(2, 16_667, 'STATE_DROPPED'),
      report(3, 33_333, 'STATE_DROPPED'),
      report(4, 50_000, 'STATE_PRESENTED_ALL'),
      // No animation running: not the wheel's frames.
      report(5, 66_667, 'STATE_DROPPED', false),
      { name: 'PipelineReporter', ph: 'e', pid: 7, ts: 70_000 },
    ]);
    expect(run).toEqual({ presented: 3, dropped: 1, ms: 50, fps: 40 });
  });

  it('counts the frames while the wheel turns, up to the first frame it stands still', () => {
    expect(
      turnWindow([
        [0, 0],
        [16, 0],
        [33, 1],
        [50, 1],
        [66, 0],
        [83, 0],
      ]),
    ).toEqual([33, 50, 66]);
    expect(
      turnWindow([
        [0, 0],
        [16, 1],
        [33, 1],
      ]),
    ).toEqual([16, 33]);
    // A wheel turned by script has no animation to see: every frame counts.
    expect(
      turnWindow([
        [0, 0],
        [16, 0],
      ]),
    ).toEqual([0, 16]);
  });
});
