/**
 * The generated path suite for one machine: derive the twin, generate paths, run every path
 * against the real machine, and fail when some state or transition was reached by no path.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AnyStateMachine } from 'xstate';
import { compareTwin } from './compare-twin';
import { deriveTestModel, type DerivedTestModel } from './derive-test-model';
import { pathTitle } from './describe-path';
import { generatePaths, type GeneratedPaths, type PathLimits } from './paths';
import { runPath, type MachineTestTable } from './run-path';
import {
  distinctWorldSequences,
  knownEventSteps,
  probeStations,
  replySteps,
  runWithOracle,
  stepText,
  worldStepsOf,
  type FlowOracle,
  type Scenario,
  type WorldStep,
  type WorldStepWithFacts,
} from './oracle';
import type { StateMeta } from '@machines/shared/meta';
import { flowNamed, type FlowName } from '../../flows';

export interface MachineSuite {
  readonly model: DerivedTestModel;
  readonly paths: GeneratedPaths;
}

/** Runs the generated paths of a registered flow (tests/flows/flows.ts) with its path settings. */
export function describeMachinePaths(
  name: FlowName,
  table: MachineTestTable,
  limits: PathLimits = {},
): MachineSuite | null {
  const machine: AnyStateMachine = flowNamed(name).machine;
  let model: DerivedTestModel;
  let paths: GeneratedPaths;
  try {
    model = deriveTestModel(name, machine);
    paths = generatePaths(model, { ...flowNamed(name).paths, ...limits });
  } catch (err) {
    // A machine the twin cannot be derived from fails a test (not the whole file's collection).
    describe(`${name}: model`, () => {
      it('a test model can be derived from the machine and its paths generated', () => {
        throw err;
      });
    });
    return null;
  }
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();

  describe(`${name}: model`, () => {
    it('the twin has exactly the machine’s states and transitions', () => {
      expect(compareTwin(model)).toEqual([]);
    });

    it('every state has a meta description', () => {
      const missing = model.stateIds.filter((id) => !(model.stateNode(id).meta as StateMeta | undefined)?.description);
      expect(missing).toEqual([]);
    });

    it('every user event is explained in the root meta (for the QA steps)', () => {
      const documented = (machine.root.meta as StateMeta | undefined)?.events ?? {};
      const used = new Set(model.transitions.filter((t) => t.kind === 'event').map((t) => t.productEvent));
      expect([...used].filter((e) => !documented[e])).toEqual([]);
    });

    it('every transition is taken by some feasible generated path', () => {
      expect(paths.unreachable).toEqual([]);
    });
  });

  describe(`${name}: ${paths.all.length} generated paths on the real machine`, () => {
    paths.all.forEach((path, i) => {
      it(`path ${i + 1}: ${pathTitle(path)}`, async () => {
        const run = await runPath(model, path, table);
        run.statesVisited.forEach((s) => reachedStates.add(s));
        run.transitionsTaken.forEach((t) => takenTransitions.add(t));
      });
    });

    // Runs after the paths above (tests in a file run in order).
    it('coverage: every state and every transition was reached by the real machine', () => {
      const missedStates = model.stateIds.filter((id) => !reachedStates.has(id));
      const missedTransitions = model.transitions.map((t) => t.id).filter((id) => !takenTransitions.has(id));
      expect({ missedStates, missedTransitions }).toEqual({ missedStates: [], missedTransitions: [] });
      expect(reachedStates.size).toBe(model.stateIds.length);
    });
  });

  return { model, paths };
}

/**
 * Checks the world-step sequences of the generated paths against a flow's oracle (written by hand
 * from the spec): every sequence runs under every scenario of the oracle, on the real machine with
 * its real guards, and what the world sees after each step must equal what the oracle says.
 */
export function describeOracle<TInput, TState, TScenario extends Scenario<TInput>>(
  name: FlowName,
  suite: MachineSuite | null,
  oracle: FlowOracle<TInput, TState, TScenario>,
): void {
  if (!suite) return;
  const sequences = worldSequences(name, suite);
  describe(`${name}: ${sequences.length} world-step sequences × ${oracle.scenarios.length} scenarios against the spec oracle`, () => {
    sequences.forEach((sequence, i) => {
      it(`sequence ${i + 1}: ${sequence.map(stepText).join(' → ') || 'start'}`, async () => {
        for (const scenario of oracle.scenarios) {
          const reports = await runWithOracle(suite.model.machine, sequence, scenario, oracle);
          for (const r of reports) expect(r.observed, r.where).toEqual(r.expected);
        }
      });
    });
  });
  describeProbes(name, suite, oracle, sequences);
}

/**
 * Probes: in every state the sequences reach (by the oracle's account), every event the oracle
 * knows is sent, and every request the oracle expects in flight answers and fails; what the world
 * sees must be what the oracle says, "nothing" included. The events come from the oracle, not from
 * the machine, so a transition deleted from the machine is still sent where the spec has it.
 */
export function describeProbes<TInput, TState, TScenario extends Scenario<TInput>>(
  name: FlowName,
  suite: MachineSuite,
  oracle: FlowOracle<TInput, TState, TScenario>,
  sequences: readonly (readonly WorldStepWithFacts[])[],
  scenarios: readonly TScenario[] = oracle.scenarios,
): void {
  const stations = probeStations(sequences, oracle, scenarios);
  const events = knownEventSteps(oracle.events);
  const replies = replySteps(sequences);
  describe(`${name}: every known event and answer in each of ${stations.length} reachable states`, () => {
    it('the oracle knows every event the machine handles', () => {
      const known = new Set(events.map((e) => e.type));
      const handled = new Set(suite.model.transitions.filter((t) => t.kind === 'event').map((t) => t.productEvent));
      expect([...handled].filter((e) => !known.has(e))).toEqual([]);
    });
    const probes: Array<{ title: string; step: WorldStep; applies: (inFlight: readonly string[]) => boolean }> = [
      ...events.map((step) => ({
        title: `${step.type}${step.variant ? ` (${step.variant})` : ''}`,
        step: step as WorldStep,
        applies: () => true,
      })),
      ...replies.map((step) => ({
        title: stepText({ step, facts: {} }),
        step: step as WorldStep,
        applies: (inFlight: readonly string[]) => inFlight.includes(step.src),
      })),
    ];
    for (const probe of probes) {
      it(`${probe.title}, sent in every state where it can happen`, async () => {
        for (const station of stations) {
          if (!probe.applies(station.inFlight)) continue;
          const steps = [...station.prefix, { step: probe.step, facts: {} }];
          const reports = await runWithOracle(suite.model.machine, steps, station.scenario, oracle);
          for (const r of reports)
            expect(r.observed, `${r.where} (after ${station.prefix.map(stepText).join(' → ') || 'the start'})`).toEqual(
              r.expected,
            );
        }
      });
    }
  });
}

/** The world-step sequences of a suite's generated paths, as the oracle runs them. */
export function worldSequences(name: FlowName, suite: MachineSuite): WorldStepWithFacts[][] {
  const inputGuards = new Set(flowNamed(name).paths.fixedGuards ?? []);
  return distinctWorldSequences(suite.paths.all.map((p) => worldStepsOf(suite.model, p, inputGuards)));
}

/**
 * Scenarios generated from the server's real answers (every combination the contract allows), each
 * run through the sequences cut to their first `maxSteps` world steps, and probed with every known
 * event in the states those reach. The hand-written scenarios run the full sequences; these reach
 * the combinations no one thought to write down (a lapsed member who already claimed today).
 */
export function describeScenarioGrid<TInput, TState, TScenario extends Scenario<TInput>>(
  name: FlowName,
  suite: MachineSuite | null,
  oracle: FlowOracle<TInput, TState, TScenario>,
  scenarios: readonly TScenario[],
  maxSteps: number,
): void {
  if (!suite) return;
  const cut = distinctWorldSequences(worldSequences(name, suite).map((s) => s.slice(0, maxSteps)));
  describe(`${name}: ${scenarios.length} scenarios from the server's answers × ${cut.length} sequences of up to ${maxSteps} steps`, () => {
    it('every scenario runs every cut sequence as the oracle says', async () => {
      for (const scenario of scenarios) {
        for (const sequence of cut) {
          const reports = await runWithOracle(suite.model.machine, sequence, scenario, oracle);
          for (const r of reports) expect(r.observed, r.where).toEqual(r.expected);
        }
      }
    });
  });
  describeProbes(name, suite, oracle, cut, scenarios);
}

/**
 * A property (fast-check): a random scenario from `arbitrary` (random server answers and host) runs a
 * random whole sequence of the generated paths, and the world matches the oracle after every step.
 */
export function describeScenarioProperty<TInput, TState, TScenario extends Scenario<TInput>>(
  name: FlowName,
  suite: MachineSuite | null,
  oracle: FlowOracle<TInput, TState, TScenario>,
  arbitrary: fc.Arbitrary<TScenario>,
  numRuns = 200,
): void {
  if (!suite) return;
  const sequences = worldSequences(name, suite);
  describe(`${name}: random server answers × random sequences (fast-check)`, () => {
    it(`${numRuns} random runs match the oracle`, async () => {
      await fc.assert(
        fc.asyncProperty(arbitrary, fc.nat({ max: sequences.length - 1 }), async (scenario, i) => {
          const reports = await runWithOracle(
            suite.model.machine,
            sequences[i] as WorldStepWithFacts[],
            scenario,
            oracle,
          );
          for (const r of reports) expect(r.observed, r.where).toEqual(r.expected);
        }),
        { numRuns, seed: 28 },
      );
    });
  });
}

/**
 * Longer world-step sequences chosen by hand, checked against the same oracle under every scenario.
 * The generated paths stop at the first transition they add, so a step that depends on what an
 * earlier answer left behind (a refused field, then typing in another) needs a sequence of its own.
 */
export function describeOracleSequences<TInput, TState, TScenario extends Scenario<TInput>>(
  name: FlowName,
  oracle: FlowOracle<TInput, TState, TScenario>,
  sequences: Readonly<Record<string, readonly WorldStep[]>>,
): void {
  describe(`${name}: hand-chosen sequences against the spec oracle`, () => {
    for (const [title, steps] of Object.entries(sequences)) {
      it(title, async () => {
        for (const scenario of oracle.scenarios) {
          const reports = await runWithOracle(
            flowNamed(name).machine,
            steps.map((step) => ({ step, facts: {} })),
            scenario,
            oracle,
          );
          for (const r of reports) expect(r.observed, r.where).toEqual(r.expected);
        }
      });
    }
  });
}

/** A test model derived on first use, so a machine it cannot be derived from fails a test instead of the file. */
export function lazyModel(name: string, machine: AnyStateMachine): () => DerivedTestModel {
  let model: DerivedTestModel | null = null;
  return () => (model ??= deriveTestModel(name, machine));
}

/** Counts of effects recorded by a run, by action name. */
export function countActions(effects: readonly { kind: string; name?: string }[], name: string): number {
  return effects.filter((e) => e.kind === 'action' && e.name === name).length;
}
