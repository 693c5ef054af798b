import { describe, expect, it } from 'vitest';
import { eventOfType, present, withOutcome } from '@machines/shared/must-provide';

type Answer = { outcome: 'sent'; ticketId: string } | { outcome: 'refused'; errors: Record<string, string> };
type Event = { type: 'ADD_IMAGE'; source: string } | { type: 'EDIT'; field: string };

describe('reading what a state always holds', () => {
  it('present gives the value back, and fails loudly when it is missing instead of sending an empty request', () => {
    expect(present('key-1')).toBe('key-1');
    expect(present('')).toBe('');
    expect(present(0)).toBe(0);
    expect(() => present(null)).toThrow('missing in this state');
    expect(() => present(undefined)).toThrow('missing in this state');
  });

  it('withOutcome gives the variant the guard recognised, and fails on another', () => {
    const sent = { outcome: 'sent', ticketId: 't1' } as Answer;
    expect(withOutcome(sent, 'sent').ticketId).toBe('t1');
    expect(() => withOutcome(sent, 'refused')).toThrow('expected the outcome refused, got sent');
  });

  it('eventOfType gives the event that entered the state, and fails on another', () => {
    const added = { type: 'ADD_IMAGE', source: 'file' } as Event;
    expect(eventOfType(added, 'ADD_IMAGE').source).toBe('file');
    expect(() => eventOfType(added, 'EDIT')).toThrow('expected the event EDIT, got ADD_IMAGE');
  });
});
