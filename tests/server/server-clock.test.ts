/** The control API moves the server's clock (day rollovers, expiry) and says where it stands. */
import { afterAll, describe, expect, it } from 'vitest';
import { startInProcess } from './support';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const t = startInProcess({ now: () => NOW });
afterAll(() => t.close());

const clock = async (init?: RequestInit) =>
  (await (await t.api.fetch(new Request('http://localhost/__control/clock', init))).json()) as {
    now_ms: number;
    offset_ms: number;
  };

describe('the server clock', () => {
  it('runs at the real time until moved, then ahead or behind by the offset; offset 0 puts it back', async () => {
    expect(await clock()).toMatchObject({ now_ms: NOW, offset_ms: 0 });
    const move = (offset_ms: number) => clock({ method: 'POST', body: JSON.stringify({ offset_ms }) });
    expect(await move(86_400_000)).toMatchObject({ now_ms: NOW + 86_400_000, offset_ms: 86_400_000 });
    expect(await clock()).toMatchObject({ now_ms: NOW + 86_400_000, offset_ms: 86_400_000 });
    expect(await move(-5_000)).toMatchObject({ now_ms: NOW - 5_000, offset_ms: -5_000 });
    expect(await move(0)).toMatchObject({ now_ms: NOW, offset_ms: 0 });
  });
});
