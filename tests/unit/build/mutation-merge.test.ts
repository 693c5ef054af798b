import { describe, expect, it } from 'vitest';
import { globMatcher, mergeReports, type MergeableReport } from '../../../scripts/lib/mutation-merge';

const report = (files: Record<string, string>, testFiles?: Record<string, string>): MergeableReport => ({
  schemaVersion: '1',
  files: Object.fromEntries(
    Object.entries(files).map(([file, source]) => [file, { source, mutants: [{ id: `${file}#1` }] }]),
  ),
  ...(testFiles ? { testFiles } : {}),
});

describe('keeping a folder’s mutation report whole across partial runs', () => {
  const onDisk: Record<string, string> = { 'server/a.ts': 'a1', 'server/b.ts': 'b1', 'server/c.ts': 'c2' };
  const context = {
    isMutated: globMatcher(['server/**/*.ts', '!server/seed/**']),
    inThisRun: globMatcher(['server/a.ts']),
    currentSource: (file: string) => onDisk[file] ?? null,
  };

  it('keeps the last result of a file not run this time while its source is unchanged', () => {
    const previous = report({ 'server/a.ts': 'a0', 'server/b.ts': 'b1' });
    const latest = report({ 'server/a.ts': 'a1' });
    const { report: merged, carried, stale } = mergeReports(previous, latest, context);
    expect(Object.keys(merged.files).sort()).toEqual(['server/a.ts', 'server/b.ts']);
    expect(merged.files['server/a.ts']?.source).toBe('a1');
    expect(carried).toEqual(['server/b.ts']);
    expect(stale).toEqual([]);
  });

  it('drops and names a file changed since it was measured', () => {
    const { report: merged, stale } = mergeReports(
      report({ 'server/c.ts': 'c1' }),
      report({ 'server/a.ts': 'a1' }),
      context,
    );
    expect(merged.files['server/c.ts']).toBeUndefined();
    expect(stale).toEqual(['server/c.ts']);
  });

  it('drops files that are gone or no longer mutated, and never keeps an old result of a file this run mutated', () => {
    const previous = report({ 'server/gone.ts': 'x', 'server/seed/data.ts': 'd', 'server/a.ts': 'a1' });
    // a.ts was in this run's scope but Stryker wrote no result for it (no mutants left, say).
    const { report: merged, carried } = mergeReports(previous, report({}), context);
    expect(merged.files).toEqual({});
    expect(carried).toEqual([]);
  });

  it('takes this run’s copy of each test file and keeps older ones only where this run has none', () => {
    const previous = report({}, { 'tests/x.test.ts': 'old x', 'tests/y.test.ts': 'old y' });
    const latest = report({}, { 'tests/x.test.ts': 'new x' });
    expect(mergeReports(previous, latest, context).report.testFiles).toEqual({
      'tests/x.test.ts': 'new x',
      'tests/y.test.ts': 'old y',
    });
  });

  it('starts from the latest run when there is no earlier report', () => {
    const latest = report({ 'server/a.ts': 'a1' });
    expect(mergeReports(null, latest, context).report).toEqual(latest);
  });
});

describe('the mutate globs', () => {
  const matches = globMatcher([
    'src/services/**/*.{ts,tsx}',
    '!src/services/bridge/simulated-shell.ts',
    '!machines/**/types.ts',
  ]);

  it('matches any depth with ** and alternatives in braces', () => {
    expect(matches('src/services/random-id.ts')).toBe(true);
    expect(matches('src/services/api/deep/client.tsx')).toBe(true);
    expect(matches('src/services/readme.md')).toBe(false);
    expect(matches('src/servicesX/a.ts')).toBe(false);
  });

  it('leaves out what a ! glob names, and * stays within one name', () => {
    expect(matches('src/services/bridge/simulated-shell.ts')).toBe(false);
    expect(globMatcher(['machines/*.ts'])('machines/auth/auth.machine.ts')).toBe(false);
    expect(globMatcher(['machines/**/*.ts', '!machines/**/types.ts'])('machines/auth/types.ts')).toBe(false);
    expect(globMatcher(['server/**/*.ts'])('server/a.ts')).toBe(true);
  });

  it('reads dots and other characters literally', () => {
    expect(globMatcher(['server/app.ts'])('server/appXts')).toBe(false);
  });
});
