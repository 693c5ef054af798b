/** What a generated path test records for the coverage report (as a Playwright annotation). */
export const COVERAGE_ANNOTATION = 'model-coverage';
/** Static annotation of every generated path test: its flow, number and the flow's path count. */
export const PATH_ANNOTATION = 'model-path';

export interface PathCoverage {
  readonly flow: string;
  readonly host: string;
  readonly states: readonly string[];
  readonly transitions: readonly string[];
  /** What the adapter declares drivable (the denominator). */
  readonly drivableStates: readonly string[];
  readonly drivableTransitions: readonly string[];
}

export interface FlowCoverage {
  readonly flow: string;
  readonly paths: { readonly driven: number; readonly notDrivable: number; readonly total: number };
  readonly hosts: readonly string[];
  readonly states: { readonly reached: number; readonly drivable: number; readonly missed: readonly string[] };
  readonly transitions: { readonly reached: number; readonly drivable: number; readonly missed: readonly string[] };
  /** Test time of the flow's paths (sum over tests, ms). */
  readonly durationMs: number;
  /** Whether every path of the flow was part of the run (a filtered run does not judge coverage). */
  readonly complete: boolean;
}

export interface PathResult {
  readonly coverage: PathCoverage | null;
  readonly skipped: boolean;
  readonly durationMs: number;
}

/** Sums the path results of one flow. */
export function flowCoverage(flow: string, results: readonly PathResult[], complete: boolean): FlowCoverage {
  const recorded = results.flatMap((r) => (r.coverage ? [r.coverage] : []));
  const states = new Set(recorded.flatMap((c) => c.states));
  const transitions = new Set(recorded.flatMap((c) => c.transitions));
  const drivableStates = recorded[0]?.drivableStates ?? [];
  const drivableTransitions = recorded[0]?.drivableTransitions ?? [];
  return {
    flow,
    paths: { driven: recorded.length, notDrivable: results.filter((r) => r.skipped).length, total: results.length },
    hosts: [...new Set(recorded.map((c) => c.host))].sort(),
    states: {
      reached: drivableStates.filter((s) => states.has(s)).length,
      drivable: drivableStates.length,
      missed: drivableStates.filter((s) => !states.has(s)),
    },
    transitions: {
      reached: drivableTransitions.filter((t) => transitions.has(t)).length,
      drivable: drivableTransitions.length,
      missed: drivableTransitions.filter((t) => !transitions.has(t)),
    },
    durationMs: results.reduce((sum, r) => sum + r.durationMs, 0),
    complete,
  };
}

/** Whether a flow's coverage falls short: only judged when every path of the flow ran. */
export const fallsShort = (c: FlowCoverage): boolean =>
  c.complete && (c.states.missed.length > 0 || c.transitions.missed.length > 0 || c.paths.driven === 0);
