/**
 * Mutation scores from Stryker's JSON report (mutation-testing-report-schema): per folder and overall.
 * Score = detected / (detected + undetected), in percent, as Stryker computes it:
 * detected = Killed + Timeout, undetected = Survived + NoCoverage; Ignored, CompileError and
 * RuntimeError mutants count in neither.
 */
export type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface MutationReport {
  files: Record<string, { mutants: { status: MutantStatus }[] }>;
}

export interface MutationTally {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
}

export const emptyTally = (): MutationTally => ({
  killed: 0,
  timeout: 0,
  survived: 0,
  noCoverage: 0,
  ignored: 0,
  errors: 0,
});

const field: Record<MutantStatus, keyof MutationTally | null> = {
  Killed: 'killed',
  Timeout: 'timeout',
  Survived: 'survived',
  NoCoverage: 'noCoverage',
  Ignored: 'ignored',
  CompileError: 'errors',
  RuntimeError: 'errors',
  Pending: null,
};

/** Adds up the mutants of the report's files under `folder` (a path prefix relative to the project root). */
export function tallyFolder(report: MutationReport, folder: string, root: string): MutationTally {
  const tally = emptyTally();
  const prefix = folder.endsWith('/') ? folder : `${folder}/`;
  for (const [fileName, file] of Object.entries(report.files)) {
    const relative = fileName.startsWith(root) ? fileName.slice(root.length).replace(/^[/\\]/, '') : fileName;
    if (!relative.split('\\').join('/').startsWith(prefix)) continue;
    for (const mutant of file.mutants) {
      const key = field[mutant.status];
      if (key) tally[key] += 1;
    }
  }
  return tally;
}

export function addTallies(a: MutationTally, b: MutationTally): MutationTally {
  const sum = emptyTally();
  for (const key of Object.keys(sum) as (keyof MutationTally)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** The score in percent, or null when no mutant counts (nothing to score). */
export function mutationScore(t: MutationTally): number | null {
  const detected = t.killed + t.timeout;
  const valid = detected + t.survived + t.noCoverage;
  return valid === 0 ? null : (detected / valid) * 100;
}
