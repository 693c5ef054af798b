/**
 * Path generation on a derived twin (see derive-test-model.ts).
 *
 * Three families, all bounded so traversal cannot explode:
 * - shortest paths: one per reachable twin configuration, from xstate/graph's TestModel (one per
 *   state node instead when parallel regions multiply the configurations past the limit);
 * - transition cover: for every product transition, the shortest path that takes it (a
 *   breadth-first search that ignores the events of parallel regions the transition is not in;
 *   this is what the QA plan in docs/flows lists);
 * - simple paths: depth-first, never revisiting a configuration, capped in depth and count.
 *
 * Feasibility: a path is kept only if one run of the real machine can follow it. Two rules:
 * guards listed as `fixedGuards` (their value comes from the machine's input, so it cannot
 * change during a run) must be planned the same way all along the path, and within one real
 * step (an event plus the eventless transitions it triggers) a guard cannot be planned both
 * true and false.
 *
 * Paths never end in a transient configuration: those are extended through their eventless
 * transitions (first feasible choice) until the machine is at rest.
 */
import { createTestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import type { DerivedTestModel, Offer } from './derive-test-model';

export interface PathStep {
  readonly offer: Offer;
  /** Twin configuration after the step. */
  readonly state: AnyMachineSnapshot;
}

export interface TwinPath {
  readonly steps: readonly PathStep[];
}

export interface PathLimits {
  /** Guard names whose value is fixed for a whole run (decided by the input). */
  readonly fixedGuards?: readonly string[];
  /** Whether one input can give the fixed guards these values together (see MachineTestTable). */
  readonly possibleInputs?: (plan: { wants(guardName: string): boolean | undefined }) => boolean;
  /** Maximum steps of a simple path. */
  readonly maxDepth?: number;
  /** Maximum number of simple paths. */
  readonly maxSimplePaths?: number;
  /** Maximum configurations explored by the breadth-first searches. */
  readonly maxStates?: number;
}

export interface GeneratedPaths {
  /** Transition cover: the QA plan. */
  readonly plan: readonly TwinPath[];
  readonly shortest: readonly TwinPath[];
  /** Whether `shortest` reaches every configuration, or (for large parallel machines) every state. */
  readonly shortestPer: 'configuration' | 'state';
  readonly simple: readonly TwinPath[];
  /** All of the above without duplicates or prefixes of one another. */
  readonly all: readonly TwinPath[];
  /** Product transitions no feasible path takes (should be empty). */
  readonly unreachable: readonly string[];
}

const DEFAULTS = { maxDepth: 14, maxSimplePaths: 150, maxStates: 5000 } as const;

function valueKey(value: StateValue): string {
  return JSON.stringify(value);
}

/** Guard requirements of an offer: key -> planned value. */
function requirements(offer: Offer): Array<[string, string, boolean]> {
  const reqs: Array<[string, string, boolean]> = offer.falseGuards.map((g) => [g.key, g.name, false]);
  if (offer.trueGuard) reqs.push([offer.trueGuard.key, offer.trueGuard.name, true]);
  return reqs;
}

interface Feasibility {
  /** Planned values of fixed guards so far. */
  readonly fixed: ReadonlyMap<string, boolean>;
  /** Planned values within the current real step. */
  readonly group: ReadonlyMap<string, boolean>;
}

const EMPTY: Feasibility = { fixed: new Map(), group: new Map() };

interface Rules {
  readonly fixed: ReadonlySet<string>;
  readonly possible: (plan: { wants(guardName: string): boolean | undefined }) => boolean;
}

const wantsFrom = (values: ReadonlyMap<string, boolean>) => ({
  wants: (name: string): boolean | undefined => {
    for (const [key, v] of values) if (key === name || key.startsWith(`${name}(`)) return v;
    return undefined;
  },
});

/** The feasibility after taking `offer`, or null when it contradicts the plan so far. */
function extend(f: Feasibility, offer: Offer, rules: Rules): Feasibility | null {
  const fixed = new Map(f.fixed);
  // An eventless step belongs to the real step that triggered it; anything else starts a new one.
  const group = offer.transition.kind === 'always' ? new Map(f.group) : new Map<string, boolean>();
  for (const [key, name, value] of requirements(offer)) {
    const inGroup = group.get(key);
    if (inGroup !== undefined && inGroup !== value) return null;
    group.set(key, value);
    if (rules.fixed.has(name)) {
      const planned = fixed.get(key);
      if (planned !== undefined && planned !== value) return null;
      fixed.set(key, value);
    }
  }
  if (fixed.size !== f.fixed.size && !rules.possible(wantsFrom(fixed))) return null;
  return { fixed, group };
}

function feasibilityKey(f: Feasibility, transient: boolean): string {
  const fixed = [...f.fixed]
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
  const group = transient
    ? [...f.group]
        .sort()
        .map(([k, v]) => `${k}=${v}`)
        .join(',')
    : '';
  return `${fixed}|${group}`;
}

/** Replays a path's steps to compute the feasibility at its end (null when infeasible). */
export function feasibilityOf(path: TwinPath, rules: Rules): Feasibility | null {
  let f: Feasibility | null = EMPTY;
  for (const step of path.steps) {
    f = extend(f, step.offer, rules);
    if (!f) return null;
  }
  return f;
}

/** Extends a path that ends in a transient configuration until the machine is at rest. */
function settle(model: DerivedTestModel, path: TwinPath, rules: Rules): TwinPath | null {
  let f = feasibilityOf(path, rules);
  if (!f) return null;
  const steps = [...path.steps];
  let state = steps.at(-1)?.state ?? model.initialSnapshot();
  for (let guard = 0; model.isTransient(state); guard++) {
    if (guard > 50) return null;
    let moved = false;
    for (const offer of model.offers(state)) {
      const nf = extend(f, offer, rules);
      if (!nf) continue;
      state = model.next(state, offer);
      steps.push({ offer, state });
      f = nf;
      moved = true;
      break;
    }
    if (!moved) return null;
  }
  return { steps };
}

/** Replays twin events (by name) from the initial configuration; throws if one is not possible there. */
export function pathFromEvents(model: DerivedTestModel, twinEvents: readonly string[]): TwinPath {
  let state = model.initialSnapshot();
  const steps: PathStep[] = [];
  for (const type of twinEvents) {
    const offer = model.offers(state).find((o) => o.twinEvent === type);
    if (!offer) {
      const possible = model.offers(state).map((o) => o.twinEvent);
      throw new Error(
        `'${type}' cannot happen in ${valueKey(state.value)}; possible: ${possible.join(', ') || 'none'}`,
      );
    }
    state = model.next(state, offer);
    steps.push({ offer, state });
  }
  return { steps };
}

/**
 * Shortest paths from xstate/graph: one per reachable configuration. Machines with several
 * parallel regions have a configuration space that multiplies; past `maxStates` configurations
 * this falls back to one shortest path per state node (which stays linear in the machine's size).
 */
function shortestPaths(
  model: DerivedTestModel,
  rules: Rules,
  maxStates: number,
): { paths: TwinPath[]; per: 'configuration' | 'state' } {
  const testModel = createTestModel(model.twin, {
    events: (s) => model.offers(s as AnyMachineSnapshot).map((o) => ({ type: o.twinEvent })),
    filterEvents: (s, e) => model.offers(s as AnyMachineSnapshot).some((o) => o.twinEvent === e.type),
    serializeState: (s) => valueKey((s as AnyMachineSnapshot).value),
    limit: maxStates,
  });
  let found: ReturnType<typeof testModel.getShortestPaths>;
  try {
    found = testModel.getShortestPaths();
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes('Traversal limit exceeded')) throw err;
    return { paths: shortestPerState(model, rules, maxStates), per: 'state' };
  }
  const out: TwinPath[] = [];
  for (const p of found) {
    const events = p.steps.slice(1).map((s) => s.event.type);
    const settled = settle(model, pathFromEvents(model, events), rules);
    if (settled) out.push(settled);
  }
  return { paths: out, per: 'configuration' };
}

interface Node {
  readonly state: AnyMachineSnapshot;
  readonly feasibility: Feasibility;
  readonly parent: Node | null;
  readonly offer: Offer | null;
}

function stepsTo(node: Node): PathStep[] {
  const steps: PathStep[] = [];
  for (let n: Node | null = node; n?.offer; n = n.parent) steps.push({ offer: n.offer, state: n.state });
  return steps.reverse();
}

/** Breadth-first search over feasible configurations; `visit` returns true to stop early. */
function breadthFirst(
  model: DerivedTestModel,
  rules: Rules,
  maxStates: number,
  allow: (offer: Offer) => boolean,
  visit: (child: Node) => boolean,
): void {
  const root: Node = { state: model.initialSnapshot(), feasibility: EMPTY, parent: null, offer: null };
  const seen = new Set<string>([
    `${valueKey(root.state.value)}#${feasibilityKey(EMPTY, model.isTransient(root.state))}`,
  ]);
  const queue: Node[] = [root];
  while (queue.length && seen.size <= maxStates) {
    const node = queue.shift() as Node;
    for (const offer of model.offers(node.state)) {
      if (!allow(offer)) continue;
      const feasibility = extend(node.feasibility, offer, rules);
      if (!feasibility) continue;
      const child: Node = { state: model.next(node.state, offer), feasibility, parent: node, offer };
      if (visit(child)) return;
      const key = `${valueKey(child.state.value)}#${feasibilityKey(feasibility, model.isTransient(child.state))}`;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(child);
      }
    }
  }
}

/**
 * Offers that can matter for reaching a state: everything except the events of parallel regions
 * the state is not in. Regions are independent (an event drives one region, guards cannot see
 * sibling regions), so skipping their events never hides a path and keeps each search small.
 * Eventless steps are always allowed: the machine takes them by itself.
 */
function relevantTo(model: DerivedTestModel, stateId: string): (offer: Offer) => boolean {
  const node = model.stateNode(stateId);
  const chain = new Set<unknown>();
  for (let n: typeof node | undefined = node; n; n = n.parent) chain.add(n);
  const foreign = (sourceId: string): boolean => {
    for (let n: typeof node | undefined = model.stateNode(sourceId); n?.parent; n = n.parent) {
      if (n.parent.type === 'parallel' && chain.has(n.parent) && !chain.has(n)) return true;
    }
    return false;
  };
  return (offer) => offer.transition.kind === 'always' || !foreign(offer.transition.source);
}

/** For every state node, the shortest feasible path that ends with it active. */
function shortestPerState(model: DerivedTestModel, rules: Rules, maxStates: number): TwinPath[] {
  const out: TwinPath[] = [];
  for (const id of model.stateIds) {
    if (model.transientStateIds.has(id)) continue;
    breadthFirst(model, rules, maxStates, relevantTo(model, id), (child) => {
      if (!(child.state._nodes as Array<{ id: string }>).some((n) => n.id === id)) return false;
      const settled = settle(model, { steps: stepsTo(child) }, rules);
      if (settled) out.push(settled);
      return Boolean(settled);
    });
  }
  return out;
}

/** For every product transition, the shortest feasible path that takes it. */
function transitionCover(
  model: DerivedTestModel,
  rules: Rules,
  maxStates: number,
): { paths: TwinPath[]; unreachable: string[] } {
  const found = new Map<string, TwinPath>();
  for (const t of model.transitions) {
    breadthFirst(model, rules, maxStates, relevantTo(model, t.source), (child) => {
      if ((child.offer as Offer).transition.id !== t.id) return false;
      const settled = settle(model, { steps: stepsTo(child) }, rules);
      if (settled) found.set(t.id, settled);
      return Boolean(settled);
    });
  }
  const unreachable = model.transitions.filter((t) => !found.has(t.id)).map((t) => t.id);
  // Plan order: by the order transitions appear in the machine.
  const paths = model.transitions.flatMap((t) => {
    const p = found.get(t.id);
    return p ? [p] : [];
  });
  return { paths, unreachable };
}

/** Bounded depth-first enumeration of paths that never revisit a configuration. */
function simplePaths(model: DerivedTestModel, rules: Rules, maxDepth: number, maxPaths: number): TwinPath[] {
  const out: TwinPath[] = [];
  const onPath = new Set<string>();
  const steps: PathStep[] = [];
  const visit = (state: AnyMachineSnapshot, f: Feasibility): void => {
    if (out.length >= maxPaths) return;
    let extended = false;
    if (steps.length < maxDepth) {
      for (const offer of model.offers(state)) {
        const nf = extend(f, offer, rules);
        if (!nf) continue;
        const nextState = model.next(state, offer);
        const key = valueKey(nextState.value);
        if (onPath.has(key)) continue;
        extended = true;
        onPath.add(key);
        steps.push({ offer, state: nextState });
        visit(nextState, nf);
        steps.pop();
        onPath.delete(key);
        if (out.length >= maxPaths) return;
      }
    }
    if (!extended && steps.length && !model.isTransient(state)) out.push({ steps: [...steps] });
  };
  const initial = model.initialSnapshot();
  onPath.add(valueKey(initial.value));
  visit(initial, EMPTY);
  return out;
}

function signature(path: TwinPath): string[] {
  return path.steps.map((s) => s.offer.transition.id);
}

/** Drops paths that repeat or are a prefix of another path. Keeps the first occurrence's order. */
export function dedupePaths(paths: readonly TwinPath[]): TwinPath[] {
  const sigs = paths.map(signature);
  return paths.filter((_, i) => {
    const a = sigs[i] as string[];
    return !sigs.some((b, j) => {
      if (j === i) return false;
      if (b.length < a.length) return false;
      if (b.length === a.length && j > i) return false;
      return a.every((id, k) => b[k] === id) && (b.length > a.length || j < i);
    });
  });
}

export function generatePaths(model: DerivedTestModel, limits: PathLimits = {}): GeneratedPaths {
  const rules: Rules = { fixed: new Set(limits.fixedGuards ?? []), possible: limits.possibleInputs ?? (() => true) };
  const maxStates = limits.maxStates ?? DEFAULTS.maxStates;
  const cover = transitionCover(model, rules, maxStates);
  const plan = dedupePaths(cover.paths);
  const shortestFound = shortestPaths(model, rules, maxStates);
  const shortest = dedupePaths(shortestFound.paths);
  const simple = dedupePaths(
    simplePaths(model, rules, limits.maxDepth ?? DEFAULTS.maxDepth, limits.maxSimplePaths ?? DEFAULTS.maxSimplePaths),
  );
  const all = dedupePaths([...plan, ...shortest, ...simple]);
  return { plan, shortest, shortestPer: shortestFound.per, simple, all, unreachable: cover.unreachable };
}
