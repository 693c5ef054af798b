import { describe, expect, it } from 'vitest';
import { draftProblem, EMPTY_DRAFT } from '@/features/creator/clone-draft';
import { refusalOf } from '@/features/creator/image-upload';
import { parsePrice, saveOutcomeOf } from '@/features/creator/subscription-save';
import { safeColor } from '@/features/creator/theme-preview-page';
import { weekChange } from '@/features/creator/weekly-report-page';

const draft = (name: string) => ({ ...EMPTY_DRAFT, name, persona: 'Kind.', greeting: 'Hi.' });

describe('clone form checks (SPEC §5: name up to 25, a Chinese character counts 2)', () => {
  it('accepts 25 and refuses 26, counting Chinese characters as 2', () => {
    expect(draftProblem(draft('a'.repeat(25)))).toBeNull();
    expect(draftProblem(draft('a'.repeat(26)))).toBe('name-too-long');
    expect(draftProblem(draft(`${'林'.repeat(12)}a`))).toBeNull();
    expect(draftProblem(draft('林'.repeat(13)))).toBe('name-too-long');
  });

  it('asks for every field', () => {
    expect(draftProblem({ ...draft('  '), persona: 'x' })).toBe('name-empty');
    expect(draftProblem({ ...draft('Robin'), persona: ' ' })).toBe('persona-empty');
    expect(draftProblem({ ...draft('Robin'), greeting: '' })).toBe('greeting-empty');
  });
});

describe('pictures', () => {
  it('refuses HEIC and non-images before anything is sent', () => {
    expect(refusalOf({ type: 'image/heic', name: 'a.heic' })).toBe('not-image');
    expect(refusalOf({ type: '', name: 'IMG_0001.HEIC' })).toBe('not-image');
    expect(refusalOf({ type: 'application/pdf', name: 'a.pdf' })).toBe('not-image');
    expect(refusalOf({ type: 'image/jpeg', name: 'a.jpg' })).toBeNull();
  });
});

describe('subscription settings', () => {
  it('reads prices as whole gems of at least 1', () => {
    expect(parsePrice(' 150 ')).toBe(150);
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('1.5')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });

  it('names each refusal of a save by its status code', () => {
    expect(saveOutcomeOf(46002)).toBe('price_unmodifiable');
    expect(saveOutcomeOf(46003)).toBe('beyond_limit');
    expect(saveOutcomeOf(46004)).toBe('illegal_word');
    expect(saveOutcomeOf(null)).toBe('failed');
  });
});

describe('weekly report and theme', () => {
  it('says how a count moved against last week', () => {
    expect(weekChange(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(weekChange(75, 100)).toEqual({ direction: 'down', percent: 25 });
    expect(weekChange(100, 100)).toEqual({ direction: 'same', percent: 0 });
    expect(weekChange(5, 0)).toEqual({ direction: 'new', percent: 0 });
  });

  it('lets only hex colours of a theme reach CSS', () => {
    expect(safeColor('#fde8ef', '#000')).toBe('#fde8ef');
    expect(safeColor('red; background: url(x)', '#000')).toBe('#000');
  });
});
