/**
 * The surviving mutants (Survived and NoCoverage) of a Stryker JSON report, for `npm run mutation --
 * --survivors`. Equivalent mutants are not survivors: they are marked in the source with a Stryker
 * directive carrying the reason (`// Stryker disable next-line <Mutator>: <reason>`) or ignored by the
 * status-messages plugin (scripts/lib/mutation-status-messages.ts), and Stryker reports them as Ignored.
 * See docs/mutation-testing.md.
 */

export interface SurvivorMutant {
  id: string;
  mutatorName: string;
  status: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface SurvivorReport {
  files: Record<string, { source: string; mutants: SurvivorMutant[] }>;
}

export interface Survivor {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  /** The source text the mutant replaces (first line only). */
  original: string;
  noCoverage: boolean;
}

export function listSurvivors(report: SurvivorReport, toRelative: (file: string) => string = (f) => f): Survivor[] {
  const survivors: Survivor[] = [];
  for (const [name, file] of Object.entries(report.files)) {
    const sourceLines = file.source.split('\n');
    for (const mutant of file.mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const { start, end } = mutant.location;
      const text = sourceLines[start.line - 1] ?? '';
      survivors.push({
        file: toRelative(name),
        line: start.line,
        mutator: mutant.mutatorName,
        replacement: mutant.replacement ?? '',
        original: text.slice(start.column - 1, end.line === start.line ? end.column - 1 : undefined),
        noCoverage: mutant.status === 'NoCoverage',
      });
    }
  }
  return survivors;
}
