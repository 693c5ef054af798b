import { describe, expect, it } from 'vitest';
import { listSurvivors, type SurvivorMutant } from '../../../scripts/lib/mutation-survivors';

describe('listing the survivors of a report', () => {
  const mutant = (
    id: string,
    status: string,
    line: number,
    column: number,
    endColumn: number,
    mutatorName = 'StringLiteral',
  ): SurvivorMutant => ({
    id,
    status,
    mutatorName,
    replacement: '""',
    location: { start: { line, column }, end: { line, column: endColumn } },
  });
  const source = ['const a = 1;', "if (!row) throw new ApiError(404, 'gone');", "const kind = 'spin';"].join('\n');
  const report = {
    files: {
      '/repo/server/x.ts': {
        source,
        mutants: [
          mutant('1', 'Killed', 3, 14, 20),
          mutant('2', 'Ignored', 2, 35, 41),
          mutant('3', 'NoCoverage', 1, 11, 12, 'ArithmeticOperator'),
          mutant('4', 'Survived', 3, 14, 20),
          mutant('5', 'Timeout', 1, 11, 12),
        ],
      },
    },
  };

  it('lists only Survived and NoCoverage mutants, with the text each replaces', () => {
    const survivors = listSurvivors(report, (f) => f.replace('/repo/', ''));
    expect(survivors).toEqual([
      {
        file: 'server/x.ts',
        line: 1,
        mutator: 'ArithmeticOperator',
        replacement: '""',
        original: '1',
        noCoverage: true,
      },
      {
        file: 'server/x.ts',
        line: 3,
        mutator: 'StringLiteral',
        replacement: '""',
        original: "'spin'",
        noCoverage: false,
      },
    ]);
  });
});
