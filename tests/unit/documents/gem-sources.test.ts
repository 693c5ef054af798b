import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as en } from '../../../locales/en/documents.po';
import { messages as ja } from '../../../locales/ja/documents.po';
import { GEM_SOURCES } from '@/api/contract/records';
import { sourceLabel } from '@/features/documents/gem-sources';

const english = setupI18n({ locale: 'en', messages: { en } });
const label = (source: string) => english._(sourceLabel(source));

describe('where a grant of gems came from, as the gems record says it', () => {
  it('calls the spin wheel’s, the easter egg’s and the summer tasks’ gems event rewards', () => {
    expect(['spin', 'easter_egg', 'summer', 'event'].map(label)).toEqual([
      'Event reward',
      'Event reward',
      'Event reward',
      'Event reward',
    ]);
  });

  it('names every source the server writes, and only a source it does not know yet “Other”', () => {
    for (const source of GEM_SOURCES) expect(label(source), source).not.toBe('Other');
    expect(label('membership_monthly')).toBe('Membership monthly claim');
    expect(label('quest')).toBe('Other');
    expect(label('toString')).toBe('Other');
  });

  it('is translated', () => {
    const japanese = setupI18n({ locale: 'ja', messages: { ja } });
    expect(japanese._(sourceLabel('spin'))).not.toBe('Event reward');
    expect(japanese._(sourceLabel('spin'))).toBe(japanese._(sourceLabel('event')));
  });
});
