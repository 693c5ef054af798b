/**
 * The generated end-to-end plan of a flow: the machine's transition cover (the same paths as the QA
 * plan in docs/flows), each path given a host that can take it, its steps in the adapter's terms, the
 * effects the flow's oracle expects after each step, and which paths cannot be driven from outside
 * (with the reason). Pure: the Playwright runner, the checklist writer and the coverage report share it.
 */
import type { AnyStateNode } from 'xstate';
import { flowNamed } from '../../flows';
import { deriveTestModel, type DerivedTestModel } from '../twin/derive-test-model';
import { worldStepsOf, type WorldEffect } from '../twin/oracle';
import { feasibilityOf, generatePaths, type PathStep, type TwinPath } from '../twin/paths';
import type { EventDriver, FlowAdapter, ModelHost, ModelStep } from './adapter';

export interface PlannedStep {
  readonly step: ModelStep;
  /** The driver of the step (null for eventless steps, which the page takes by itself). */
  readonly driver: EventDriver | null;
  /** State ids active after the step, outermost first. */
  readonly states: readonly string[];
  /** Leaf state ids active after the step. */
  readonly leaves: readonly string[];
  /** Effects the oracle expects from this step (with the eventless steps that follow it). */
  readonly effects: readonly WorldEffect[];
}

export interface PlannedPath {
  /** 1-based number in the QA plan. */
  readonly number: number;
  readonly title: string;
  readonly host: ModelHost | null;
  readonly steps: readonly PlannedStep[];
  /** Leaf states at the start. */
  readonly startLeaves: readonly string[];
  readonly startStates: readonly string[];
  readonly startEffects: readonly WorldEffect[];
  /** Why the path is not driven, or null when it is. */
  readonly skipped: string | null;
}

export interface FlowPlan {
  readonly adapter: FlowAdapter;
  readonly model: DerivedTestModel;
  readonly paths: readonly PlannedPath[];
  /** Transition ids the adapter declares drivable (all but `notDrivable`). */
  readonly drivableTransitions: readonly string[];
  /** State ids entered by a drivable transition, or active at the start. */
  readonly drivableStates: readonly string[];
  /** Transitions declared not drivable, with the reason. */
  readonly notDrivable: readonly { readonly transition: string; readonly reason: string }[];
  /** Hosts the adapter names that no driven path runs in. */
  readonly idleHosts: readonly string[];
}

const baseEvent = (twinEvent: string): string => twinEvent.replace(/ \[.*\]$/, '').replace(/@[\w.]+$/, '');

/** The adapter's driver for a twin event: exact, without its `@state` qualifier, or without its guard label. */
export function driverFor(adapter: FlowAdapter, twinEvent: string): EventDriver | undefined {
  const unqualified = twinEvent.replace(/@[\w.]+(?= \[|$)/, '');
  return adapter.events[twinEvent] ?? adapter.events[unqualified] ?? adapter.events[baseEvent(twinEvent)];
}

function nodesOf(snapshot: { _nodes: unknown }): { states: string[]; leaves: string[] } {
  const nodes = (snapshot._nodes as AnyStateNode[]).filter((n) => n.parent);
  return {
    states: nodes.map((n) => n.id),
    leaves: nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id),
  };
}

function notDrivableReason(adapter: FlowAdapter, step: ModelStep): string | undefined {
  const table = adapter.notDrivable ?? {};
  return table[step.transitionId] ?? table[step.twinEvent];
}

/** The fixed-guard values a path plans, e.g. `{ canExitWebView: false }`. */
function fixedPlan(path: TwinPath, fixed: ReadonlySet<string>): Map<string, boolean> {
  const plan = new Map<string, boolean>();
  for (const { offer } of path.steps) {
    for (const g of offer.falseGuards) if (fixed.has(g.name)) plan.set(g.name, false);
    if (offer.trueGuard && fixed.has(offer.trueGuard.name)) plan.set(offer.trueGuard.name, true);
  }
  return plan;
}

/**
 * The shortest feasible path that takes transition `id` and ends at rest, every prefix of which
 * `acceptable` allows (breadth-first over configurations, the guard plan so far and the last step).
 */
function searchPath(
  model: DerivedTestModel,
  rules: Parameters<typeof feasibilityOf>[1],
  fixed: ReadonlySet<string>,
  id: string,
  acceptable: (path: TwinPath) => boolean,
  maxDepth = 16,
): TwinPath | null {
  interface Node {
    readonly snapshot: ReturnType<DerivedTestModel['initialSnapshot']>;
    readonly steps: readonly PathStep[];
    readonly taken: boolean;
  }
  const queue: Node[] = [{ snapshot: model.initialSnapshot(), steps: [], taken: false }];
  const seen = new Set<string>();
  for (let head = 0; head < queue.length && head < 50_000; head++) {
    const node = queue[head]!;
    if (node.steps.length >= maxDepth) continue;
    for (const offer of model.offers(node.snapshot)) {
      const state = model.next(node.snapshot, offer);
      const path: TwinPath = { steps: [...node.steps, { offer, state }] };
      if (!feasibilityOf(path, rules) || !acceptable(path)) continue;
      const taken = node.taken || offer.transition.id === id;
      const key = JSON.stringify([state.value, taken, offer.twinEvent, [...fixedPlan(path, fixed)].sort()]);
      if (seen.has(key)) continue;
      seen.add(key);
      if (taken && !model.isTransient(state)) return path;
      queue.push({ snapshot: state, steps: path.steps, taken });
    }
  }
  return null;
}

function modelStepsOf(path: TwinPath): ModelStep[] {
  return path.steps.map(({ offer }) => ({
    twinEvent: offer.twinEvent,
    transitionId: offer.transition.id,
    kind: offer.transition.kind,
    trueGuard: offer.trueGuard?.name ?? null,
    falseGuards: offer.falseGuards.map((g) => g.name),
  }));
}

export function planFlow(adapter: FlowAdapter): FlowPlan {
  const flow = flowNamed(adapter.flow);
  const settings = flow.paths;
  const model = deriveTestModel(adapter.flow, flow.machine);
  const generated = generatePaths(model, settings);
  const fixed = new Set(settings.fixedGuards ?? []);
  for (const host of adapter.hosts) {
    const missing = [...fixed].filter((g) => host.guards[g] === undefined);
    if (missing.length) throw new Error(`${adapter.flow}: host ${host.id} gives no value to ${missing.join(', ')}`);
  }
  const used = new Map<string, number>(adapter.hosts.map((h) => [h.id, 0]));
  const initial = nodesOf(model.initialSnapshot());

  /** Why a path cannot run on the real pages (empty when it can), and the hosts that fit it. */
  const judge = (path: TwinPath): { reasons: string[]; hosts: ModelHost[]; wanted: Map<string, boolean> } => {
    const wanted = fixedPlan(path, fixed);
    const steps = modelStepsOf(path);
    const fitting = adapter.hosts.filter((h) => [...wanted].every(([g, v]) => h.guards[g] === v));
    const hosts = fitting.filter((h) => adapter.hostCanTake?.(h, steps) ?? true);
    const reasons = new Set<string>();
    if (!fitting.length)
      reasons.add(`no host gives ${[...wanted].map(([g, v]) => (v ? g : `not ${g}`)).join(' and ')}`);
    else if (!hosts.length) reasons.add('no host that fits can cause its steps');
    for (const step of steps) {
      const reason = notDrivableReason(adapter, step);
      if (reason) reasons.add(`${step.twinEvent}: ${reason}`);
      else if (step.kind !== 'always' && !driverFor(adapter, step.twinEvent) && step.kind !== 'done')
        reasons.add(`${step.twinEvent}: the adapter has no driver`);
    }
    for (const rule of adapter.impossible ?? [])
      if (rule.test(steps)) reasons.add(`the real page cannot take this path: ${rule.reason}`);
    return { reasons: [...reasons], hosts, wanted };
  };

  const planPath = (path: TwinPath, number: number, extraFor: string | null): PlannedPath => {
    const { reasons, hosts } = judge(path);
    // The least used host that can take the path: every host gets paths, and they share the work.
    const host = [...hosts].sort((a, b) => (used.get(a.id) ?? 0) - (used.get(b.id) ?? 0))[0] ?? null;
    if (host && !reasons.length) used.set(host.id, (used.get(host.id) ?? 0) + 1);

    const scenario =
      host?.scenario && adapter.oracle ? adapter.oracle.scenarios.find((s) => s.name === host.scenario) : undefined;
    if (host?.scenario && adapter.oracle && !scenario)
      throw new Error(`${adapter.flow}: no oracle scenario named "${host.scenario}"`);
    const world = worldStepsOf(model, path, fixed);
    const expected: WorldEffect[][] = [];
    let startEffects: readonly WorldEffect[] = [];
    if (adapter.oracle && scenario) {
      let e = adapter.oracle.start(scenario);
      startEffects = e.see.effects ?? [];
      for (const w of world) {
        e = adapter.oracle.next(e.state, w.step, scenario, w.facts);
        expected.push([...(e.see.effects ?? [])]);
      }
    }
    const modelSteps = modelStepsOf(path);
    let worldIndex = -1;
    const steps = path.steps.map(({ offer, state }, k): PlannedStep => {
      const step = modelSteps[k]!;
      if (step.kind !== 'always') worldIndex++;
      const nextIsAlways = path.steps[k + 1]?.offer.transition.kind === 'always';
      // A step's effects are checked once the eventless steps it triggers have run.
      const effects = !nextIsAlways && worldIndex >= 0 ? (expected[worldIndex] ?? []) : [];
      return {
        step,
        driver: step.kind === 'always' ? null : (driverFor(adapter, offer.twinEvent) ?? null),
        ...nodesOf(state),
        effects,
      };
    });
    const title = `${
      steps
        .filter((s) => s.step.kind !== 'always')
        .map((s) => s.step.twinEvent)
        .join(' → ') || '(start)'
    } ⇒ ${(steps.at(-1)?.leaves ?? initial.leaves).join(' + ')}`;
    return {
      number,
      title: extraFor ? `${title} (for ${extraFor})` : title,
      host,
      steps,
      startLeaves: initial.leaves,
      startStates: initial.states,
      startEffects,
      skipped: reasons.length ? reasons.join('; ') : null,
    };
  };

  const paths: PlannedPath[] = generated.plan.map((path, i) => planPath(path, i + 1, null));

  const notDrivable = model.transitions.flatMap((t) => {
    const reason = notDrivableReason(adapter, {
      twinEvent: t.twinEvent,
      transitionId: t.id,
      kind: t.kind,
      trueGuard: null,
      falseGuards: [],
    });
    return reason ? [{ transition: t.id, reason }] : [];
  });
  const excluded = new Set(notDrivable.map((n) => n.transition));
  const drivableTransitions = model.transitions.map((t) => t.id).filter((id) => !excluded.has(id));

  // A drivable transition whose only cover path cannot run (another step of it is not drivable, no
  // host fits, or the page cannot take it) gets the shortest other generated path that can.
  const covered = new Set(paths.filter((p) => !p.skipped).flatMap((p) => p.steps.map((s) => s.step.transitionId)));
  const rules = { fixed, possible: settings.possibleInputs ?? (() => true) };
  for (const id of drivableTransitions) {
    if (covered.has(id)) continue;
    const alternative = searchPath(model, rules, fixed, id, (path) => judge(path).reasons.length === 0);
    if (!alternative) continue;
    const planned = planPath(alternative, paths.length + 1, id);
    paths.push(planned);
    planned.steps.forEach((s) => covered.add(s.step.transitionId));
  }

  const drivableStates = new Set(initial.states);
  // What a path reaches before its first step that cannot be driven (in a parallel machine, a state
  // entered by such a step stays active through the steps of the other regions that follow it).
  for (const path of [...generated.plan, ...generated.all]) {
    for (const { offer, state } of path.steps) {
      if (excluded.has(offer.transition.id)) break;
      nodesOf(state).states.forEach((s) => drivableStates.add(s));
    }
  }
  const driven = new Set(paths.flatMap((p) => (p.host && !p.skipped ? [p.host.id] : [])));
  const idleHosts = adapter.hosts.map((h) => h.id).filter((id) => !driven.has(id));
  return {
    adapter,
    model,
    paths,
    drivableTransitions,
    drivableStates: model.stateIds.filter((s) => drivableStates.has(s)),
    notDrivable,
    idleHosts,
  };
}
