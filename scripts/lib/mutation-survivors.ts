/**
 * Accounts for surviving mutants: each one should be killed by a test or listed as equivalent in
 * docs/mutation-equivalents.md. This sorts the survivors (Survived and NoCoverage) of a report into
 *   - `listed`: a row of the equivalents document names the mutant's file and line;
 *   - `statusMessage`: a text mutant inside the message of a refusal (`new ApiError(code, '…')`,
 *     `fail(code, '…')`, `message: '…'`, …), the recurring kind "status_msg wording" of that document;
 *   - `unexplained`: the rest, which still need a test or a row.
 * Matching by line is deliberately loose (one row covers every mutant on its lines); a row's lines must be
 * kept current when its file changes, or its mutants show as unexplained again.
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

export interface SurvivorAccount {
  listed: Survivor[];
  statusMessage: Survivor[];
  unexplained: Survivor[];
}

/** `path → lines` named by the equivalents document. */
export type ListedLines = Map<string, Set<number>>;

const LOCATION = /([\w./-]+\.tsx?):(\d+(?:\s*[–-]\s*\d+)?(?:\s*,\s*\d+(?:\s*[–-]\s*\d+)?)*)/g;

function linesOf(spec: string): number[] {
  const lines: number[] = [];
  for (const part of spec.split(',')) {
    const [from, to] = part.split(/[–-]/).map((n) => Number(n.trim()));
    if (from === undefined || !Number.isInteger(from)) continue;
    const last = to !== undefined && Number.isInteger(to) && to >= from ? to : from;
    for (let line = from; line <= last; line++) lines.push(line);
  }
  return lines;
}

/**
 * Reads the file:line locations of the document's table rows. A path under a `## <folder>/` heading is
 * relative to that folder unless it already starts with one of `folders`.
 */
export function listedLines(markdown: string, folders: readonly string[]): ListedLines {
  const listed: ListedLines = new Map();
  let heading = '';
  for (const row of markdown.split('\n')) {
    const section = /^##\s+(\S+?)\/?\s*$/.exec(row);
    if (section?.[1] !== undefined) heading = folders.includes(section[1]) ? section[1] : '';
    const cell = /^\s*\|([^|]*)\|/.exec(row)?.[1];
    if (cell === undefined) continue;
    for (const match of cell.replace(/`/g, '').matchAll(LOCATION)) {
      const [, path = '', spec = ''] = match;
      const full = folders.some((folder) => path.startsWith(`${folder}/`)) || heading === '' ? path : `${heading}/${path}`;
      const set = listed.get(full) ?? new Set<number>();
      for (const line of linesOf(spec)) set.add(line);
      listed.set(full, set);
    }
  }
  return listed;
}

/** What comes right before a refusal's message argument. */
const BEFORE_MESSAGE = /(?:new\s+(?:ApiError|RecordRefusal)\s*\([^,()]*(?:\([^()]*\))?[^,()]*,|\b(?:fail|refused)\s*\([^,()]*,|\b(?:invalid|notFound)\s*\(|\b(?:message|status_msg)\s*:)\s*$/;

/** A text mutant inside the message of a refusal (status_msg wording). */
export function isStatusMessage(line: string, mutator: string, column: number): boolean {
  if (mutator !== 'StringLiteral') return false;
  return BEFORE_MESSAGE.test(line.slice(0, column - 1));
}

export function accountSurvivors(report: SurvivorReport, listed: ListedLines, toRelative: (file: string) => string = (f) => f): SurvivorAccount {
  const account: SurvivorAccount = { listed: [], statusMessage: [], unexplained: [] };
  for (const [name, file] of Object.entries(report.files)) {
    const path = toRelative(name);
    const sourceLines = file.source.split('\n');
    for (const mutant of file.mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const { start, end } = mutant.location;
      const text = sourceLines[start.line - 1] ?? '';
      const survivor: Survivor = {
        file: path,
        line: start.line,
        mutator: mutant.mutatorName,
        replacement: mutant.replacement ?? '',
        original: text.slice(start.column - 1, end.line === start.line ? end.column - 1 : undefined),
        noCoverage: mutant.status === 'NoCoverage',
      };
      if (isStatusMessage(text, mutant.mutatorName, start.column)) account.statusMessage.push(survivor);
      else if (listed.get(path)?.has(start.line)) account.listed.push(survivor);
      else account.unexplained.push(survivor);
    }
  }
  return account;
}
