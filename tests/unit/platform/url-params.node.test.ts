import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseGlobalParams } from '@/platform/url-params';

describe('global URL parameters', () => {
  it('parses the five parameters of SPEC §1', () => {
    const params = parseGlobalParams(
      new URLSearchParams(
        'debug=true&share_trace_id=abc-123&share_clk_type=link&refer_page_name=share_chat&transparent=TRUE',
      ),
    );
    expect(params).toEqual({
      debug: true,
      share_trace_id: 'abc-123',
      share_clk_type: 'link',
      refer_page_name: 'share_chat',
      transparent: true,
    });
  });

  it('drops malformed values and keeps the good ones', () => {
    const params = parseGlobalParams(
      new URLSearchParams('debug=yes&transparent=1&share_trace_id=<script>&share_clk_type=ok'),
    );
    expect(params).toEqual({ share_clk_type: 'ok' });
  });

  it('accepts values already parsed by the router', () => {
    expect(parseGlobalParams({ debug: true, transparent: false })).toEqual({ debug: true, transparent: false });
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
        (input) => {
          const out = parseGlobalParams(input);
          expect(typeof out).toBe('object');
        },
      ),
    );
  });
});
