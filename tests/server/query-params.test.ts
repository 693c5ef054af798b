import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { reportEvents } from '../../src/api/contract/event';
import { parseSearch } from '../../src/app/search-serializer';
import { shareSearch } from '../../src/features/share/share-search';
import { parseGlobalParams } from '../../src/platform/url-params';
import { startInProcess } from './support';

/** The same repeated parameters, read by the page and by the API server: both take the first value. */
const search =
  'device_platform=h5&device_id=dev-first&os=3&app_id=300&device_id=dev-second&share_trace_id=trace-first&share_trace_id=trace-second&chat_id=chat_en&chat_id=chat_zh';

describe('a repeated query parameter', () => {
  const t = startInProcess();
  afterAll(() => t.close());

  it('the page takes the first value', () => {
    expect(parseSearch(`?${search}`)).toMatchObject({
      device_id: 'dev-first',
      share_trace_id: 'trace-first',
      chat_id: 'chat_en',
    });
    expect(parseGlobalParams(new URLSearchParams(search)).share_trace_id).toBe('trace-first');
    expect(shareSearch('chat_id')(parseSearch(`?${search}`))).toEqual({ chat_id: 'chat_en' });
  });

  it('the server takes the same first value, and the signature covers it', async () => {
    const event = {
      event_uuid: randomUUID(),
      event_data: JSON.stringify({ common_params: { event_name: 'dup' } }),
      event_timestamp_ms: Date.now(),
      user_identifier: 'u',
    };
    // Signed over the values the page reads; sent with the repetitions as they stood in the URL.
    const signed = t.client.buildRequest(reportEvents.path, { events: [event] }, { query: parseSearch(`?${search}`) });
    const url = new URL(signed.url);
    url.search = search;
    const answer = await t.client.send(new Request(url, signed));
    expect((answer.json as { base_resp: { status_code: number } }).base_resp.status_code).toBe(0);
    const [stored] = await t.control.events({ event_name: 'dup' });
    expect(stored?.query).toEqual(parseSearch(`?${search}`));
    expect(stored?.query).toMatchObject({ device_id: 'dev-first', share_trace_id: 'trace-first', chat_id: 'chat_en' });
  });
});
