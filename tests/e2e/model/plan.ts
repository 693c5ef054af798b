/**
 * The generated end-to-end plan of a flow: the machine's transition cover (the same paths as the QA
 * plan in docs/flows), each path given a host that can take it, its steps in the adapter's terms, the
 * effects the flow's oracle expects after each step, and which paths cannot be driven from outside
 * (with the reason). Pure: the Playwright runner, the checklist writer and the coverage report share it.
 */
import type { AnyStateNode } from 'xstate';
import { flowMachines } from '../../../machines/index';
import { deriveTestModel, type DerivedTestModel } from '../../../machines/testing/derive-test-model';
import { flowPathSettings } from '../../../machines/testing/flow-paths';
import { worldStepsOf, type WorldEffect } from '../../../machines/testing/oracle';
import { generatePaths, type TwinPath } from '../../../machines/testing/paths';
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
  return { states: nodes.map((n) => n.id), leaves: nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id) };
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

export function planFlow(adapter: FlowAdapter): FlowPlan {
  const settings = flowPathSettings[adapter.flow];
  const model = deriveTestModel(adapter.flow, flowMachines[adapter.flow]);
  const generated = generatePaths(model, settings);
  const fixed = new Set(settings.fixedGuards ?? []);
  for (const host of adapter.hosts) {
    const missing = [...fixed].filter((g) => host.guards[g] === undefined);
    if (missing.length) throw new Error(`${adapter.flow}: host ${host.id} gives no value to ${missing.join(', ')}`);
  }
  const used = new Map<string, number>(adapter.hosts.map((h) => [h.id, 0]));
  const initial = nodesOf(model.initialSnapshot());

  const paths = generated.plan.map((path, i): PlannedPath => {
    const wanted = fixedPlan(path, fixed);
    const candidates = adapter.hosts.filter((h) => [...wanted].every(([g, v]) => h.guards[g] === v));
    // The least used host that can take the path: every host gets paths, and they share the work.
    const host = [...candidates].sort((a, b) => (used.get(a.id) ?? 0) - (used.get(b.id) ?? 0))[0] ?? null;
    if (host) used.set(host.id, (used.get(host.id) ?? 0) + 1);

    const scenario = host?.scenario && adapter.oracle ? adapter.oracle.scenarios.find((s) => s.name === host.scenario) : undefined;
    if (host?.scenario && adapter.oracle && !scenario) throw new Error(`${adapter.flow}: no oracle scenario named "${host.scenario}"`);
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

    let worldIndex = -1;
    const steps = path.steps.map(({ offer, state }, k): PlannedStep => {
      const t = offer.transition;
      const step: ModelStep = {
        twinEvent: offer.twinEvent,
        transitionId: t.id,
        kind: t.kind,
        trueGuard: offer.trueGuard?.name ?? null,
        falseGuards: offer.falseGuards.map((g) => g.name),
      };
      if (t.kind !== 'always') worldIndex++;
      const nextIsAlways = path.steps[k + 1]?.offer.transition.kind === 'always';
      // A step's effects are checked once the eventless steps it triggers have run.
      const effects = !nextIsAlways && worldIndex >= 0 ? (expected[worldIndex] ?? []) : [];
      return { step, driver: t.kind === 'always' ? null : (driverFor(adapter, offer.twinEvent) ?? null), ...nodesOf(state), effects };
    });
    const reasons = new Set<string>();
    if (!host) reasons.add(`no host gives ${[...wanted].map(([g, v]) => (v ? g : `not ${g}`)).join(' and ')}`);
    for (const s of steps) {
      const reason = notDrivableReason(adapter, s.step);
      if (reason) reasons.add(`${s.step.twinEvent}: ${reason}`);
      else if (s.step.kind !== 'always' && !s.driver) reasons.add(`${s.step.twinEvent}: the adapter has no driver`);
    }
    const title = `${
      steps
        .filter((s) => s.step.kind !== 'always')
        .map((s) => s.step.twinEvent)
        .join(' → ') || '(start)'
    } ⇒ ${(steps.at(-1)?.leaves ?? initial.leaves).join(' + ')}`;
    return { number: i + 1, title, host, steps, startLeaves: initial.leaves, startStates: initial.states, startEffects, skipped: reasons.size ? [...reasons].join('; ') : null };
  });

  const notDrivable = model.transitions.flatMap((t) => {
    const reason = notDrivableReason(adapter, { twinEvent: t.twinEvent, transitionId: t.id, kind: t.kind, trueGuard: null, falseGuards: [] });
    return reason ? [{ transition: t.id, reason }] : [];
  });
  const excluded = new Set(notDrivable.map((n) => n.transition));
  const drivableTransitions = model.transitions.map((t) => t.id).filter((id) => !excluded.has(id));
  const drivableStates = new Set(initial.states);
  for (const path of generated.plan) {
    for (const { offer, state } of path.steps) if (!excluded.has(offer.transition.id)) nodesOf(state).states.forEach((s) => drivableStates.add(s));
  }
  const driven = new Set(paths.flatMap((p) => (p.host && !p.skipped ? [p.host.id] : [])));
  const idleHosts = adapter.hosts.map((h) => h.id).filter((id) => !driven.has(id));
  return { adapter, model, paths, drivableTransitions, drivableStates: model.stateIds.filter((s) => drivableStates.has(s)), notDrivable, idleHosts };
}
