/**
 * Playwright reporter: per flow, the generated paths driven on real pages, the hosts, and the states
 * and transitions reached out of those the adapter declares drivable. Writes
 * reports/model-coverage.json and fails the run when a flow whose every path ran falls short of 100 %.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  COVERAGE_ANNOTATION,
  fallsShort,
  flowCoverage,
  PATH_ANNOTATION,
  type FlowCoverage,
  type PathCoverage,
  type PathResult,
} from './coverage';

interface PathId {
  flow: string;
  number: number;
  total: number;
}

const pathIdOf = (test: TestCase): PathId | null => {
  const a = test.annotations.find((x) => x.type === PATH_ANNOTATION);
  return a?.description ? (JSON.parse(a.description) as PathId) : null;
};

export default class ModelCoverageReporter implements Reporter {
  private readonly selected = new Map<string, { total: number; numbers: Set<number> }>();
  private readonly results = new Map<string, Map<string, PathResult>>();

  onBegin(_config: unknown, suite: Suite): void {
    for (const test of suite.allTests()) {
      const id = pathIdOf(test);
      if (!id) continue;
      const entry = this.selected.get(id.flow) ?? { total: id.total, numbers: new Set<number>() };
      entry.numbers.add(id.number);
      this.selected.set(id.flow, entry);
    }
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const id = pathIdOf(test);
    if (!id) return;
    const byPath = this.results.get(id.flow) ?? new Map<string, PathResult>();
    this.results.set(id.flow, byPath);
    const key = `${id.number}`;
    const previous = byPath.get(key);
    const note =
      result.annotations.find((a) => a.type === COVERAGE_ANNOTATION) ??
      test.annotations.find((a) => a.type === COVERAGE_ANNOTATION);
    const coverage =
      result.status === 'passed' && note?.description ? (JSON.parse(note.description) as PathCoverage) : null;
    // A retry that passes replaces the failed attempt; time adds up.
    byPath.set(key, {
      coverage: coverage ?? previous?.coverage ?? null,
      skipped: result.status === 'skipped',
      durationMs: (previous?.durationMs ?? 0) + result.duration,
    });
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (!this.selected.size) return undefined;
    const flows: FlowCoverage[] = [...this.selected].map(([flow, sel]) => {
      const results = [...(this.results.get(flow)?.values() ?? [])];
      return flowCoverage(flow, results, sel.numbers.size === sel.total);
    });
    const pct = (a: number, b: number): string => (b ? `${Math.round((100 * a) / b)} %` : '–');
    const lines = flows.map(
      (c) =>
        `  ${c.flow.padEnd(16)} paths ${String(c.paths.driven).padStart(3)} driven, ${c.paths.notDrivable} not drivable  ` +
        `states ${c.states.reached}/${c.states.drivable} (${pct(c.states.reached, c.states.drivable)})  ` +
        `transitions ${c.transitions.reached}/${c.transitions.drivable} (${pct(c.transitions.reached, c.transitions.drivable)})  ` +
        `${(c.durationMs / 1000).toFixed(0)} s  hosts: ${c.hosts.join(', ')}${c.complete ? '' : '  (filtered run: not judged)'}`,
    );
    const short = flows.filter(fallsShort);
    for (const c of short)
      lines.push(
        `  ${c.flow}: not reached on a real page: ${[...c.states.missed, ...c.transitions.missed].join(', ')}`,
      );
    process.stdout.write(
      `\nGenerated paths on real pages (states and transitions reached of those the adapters declare drivable):\n${lines.join('\n')}\n`,
    );
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/model-coverage.json', `${JSON.stringify(flows, null, 2)}\n`);
    if (short.length && result.status === 'passed') {
      process.stdout.write(
        `\nFAILED: ${short.map((c) => c.flow).join(', ')} below 100 % of what the adapter declares drivable.\n`,
      );
      return { status: 'failed' };
    }
    return undefined;
  }
}
