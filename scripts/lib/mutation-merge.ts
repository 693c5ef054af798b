/**
 * Keeps a folder's mutation report whole across runs of some of its files. Stryker's report (and its
 * incremental file) holds only the files of the run that wrote it, so `--mutate <file>` would drop every
 * other file's result. Here the latest run's files replace theirs, and a file not run this time keeps its
 * last result while it is still mutated and its source is what was measured; one whose source changed
 * since is dropped and named, so no score counts code that is no longer there.
 */

/** The parts of a mutation-testing-report-schema report (or Stryker incremental file) merging needs. */
export interface MergeableReport {
  files: Record<string, { source: string; mutants: unknown[]; language?: string }>;
  testFiles?: Record<string, unknown>;
  [other: string]: unknown;
}

export interface MergeContext {
  /** Whether the file (path relative to the project root, `/`-separated) is mutated by this folder now. */
  isMutated: (file: string) => boolean;
  /** Whether this run mutated the file (its result, if any, is in `latest`). */
  inThisRun: (file: string) => boolean;
  /** The file's source on disk now, or null when it is gone. */
  currentSource: (file: string) => string | null;
}

export interface MergeResult<R extends MergeableReport> {
  report: R;
  /** Files whose last result was kept from an earlier run. */
  carried: string[];
  /** Files whose earlier result was dropped because their source changed since: run them again. */
  stale: string[];
}

/** `latest` with the still-valid files of `previous` that this run did not cover. */
export function mergeReports<R extends MergeableReport>(
  previous: R | null,
  latest: R,
  context: MergeContext,
): MergeResult<R> {
  const files = { ...latest.files };
  const carried: string[] = [];
  const stale: string[] = [];
  for (const [file, result] of Object.entries(previous?.files ?? {})) {
    if (file in files || context.inThisRun(file) || !context.isMutated(file)) continue;
    const source = context.currentSource(file);
    if (source === null) continue;
    if (source !== result.source) {
      stale.push(file);
      continue;
    }
    files[file] = result;
    carried.push(file);
  }
  // Test files: the latest run's copy of a test file is its current source; older copies only fill gaps.
  const testFiles =
    latest.testFiles || previous?.testFiles ? { ...previous?.testFiles, ...latest.testFiles } : undefined;
  return {
    report: { ...latest, files, ...(testFiles ? { testFiles } : {}) },
    carried: carried.sort(),
    stale: stale.sort(),
  };
}

/**
 * A matcher for the mutate globs of scripts/mutation.ts: `**` (any folders), `*` (within a name) and
 * `{a,b}`; a glob starting with `!` excludes. A file matches when some positive glob matches and no
 * exclusion does.
 */
export function globMatcher(globs: readonly string[]): (file: string) => boolean {
  const include = globs.filter((glob) => !glob.startsWith('!')).map(globToRegExp);
  const exclude = globs.filter((glob) => glob.startsWith('!')).map((glob) => globToRegExp(glob.slice(1)));
  return (file) => include.some((re) => re.test(file)) && !exclude.some((re) => re.test(file));
}

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob.charAt(i);
    if (glob.startsWith('**/', i)) {
      pattern += '(?:[^/]+/)*';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '{') pattern += '(?:';
    else if (char === '}') pattern += ')';
    else if (char === ',') pattern += '|';
    else pattern += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}
