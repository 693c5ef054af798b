/**
 * Derives a test model ("twin") from a product machine, so that path generation can walk a
 * machine that uses `after`, `invoke` and guards.
 *
 * `createTestModel` (xstate/graph) refuses machines with `after`, `invoke` or delayed actions, and
 * it cannot choose guard outcomes. Instead of writing a second, hand-made model per flow (which
 * would drift from the product), the twin is computed from the product machine's own state nodes:
 *
 * - same state ids, nesting, types (compound, parallel, final) and initial states;
 * - every transition of the product becomes exactly one twin transition with the same source,
 *   targets and `reenter`, triggered by an explicit twin event:
 *     user event `E`            -> `E`
 *     invoke onDone / onError   -> `DONE:<invoke id>` / `ERROR:<invoke id>`
 *     `after` timer             -> `AFTER:<delay name>`
 *     `always` (eventless)      -> `ALWAYS`
 * - guards are symbolic: a candidate list with guards becomes one twin event per candidate,
 *   suffixed with its guard (`E [guardName]`) or `[else]` for the unguarded fallback. Taking the
 *   variant means "this candidate's guard is true and every candidate XState checks before it is
 *   false" (`trueGuard` / `falseGuards` below). The runner makes the real machine take the same
 *   branch by answering guards from that plan.
 * - the twin has no context, actions, guards, actors or timers, so xstate/graph accepts it.
 *
 * What the twin cannot express by itself (which variants can really occur in a configuration)
 * is computed by `offers()`: events handled deeper shadow an ancestor's handlers, and while a
 * state with `always` is active only its eventless variants can happen.
 *
 * The derivation refuses machine shapes it cannot translate soundly and says why (see
 * `checkRestrictions`); those shapes have simple equivalents (named guards, one timer at a time,
 * explicit invoke ids, ...).
 */
import {
  createMachine,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type AnyMachineSnapshot,
} from 'xstate';

export type TransitionKind = 'event' | 'done' | 'error' | 'after' | 'always';

export interface GuardRef {
  /** Name of the guard in `setup({ guards })`. */
  readonly name: string;
  /** What the runner matches on: the name, plus static params as JSON when there are any. */
  readonly key: string;
}

export interface ProductTransition {
  /** Unique and stable: `<source id> <twin event>`. */
  readonly id: string;
  readonly source: string;
  readonly kind: TransitionKind;
  /** The XState event type that triggers it ('' for eventless). */
  readonly productEvent: string;
  /** Position among the candidates for that event in its source node. */
  readonly index: number;
  readonly guard: GuardRef | null;
  /** Guards of the candidates XState evaluates before this one in the same node. */
  readonly earlierGuards: readonly GuardRef[];
  /** Target state ids; empty for a targetless transition (actions only). */
  readonly targets: readonly string[];
  readonly reenter: boolean;
  readonly twinEvent: string;
  /** For timers: the delay reference and its value in ms when constant. */
  readonly delay?: { readonly ref: string; readonly ms: number | null };
  /** For actor completion: the invoke id and the actor source name. */
  readonly invoke?: { readonly id: string; readonly src: string };
  /** Named actions run by the transition (for the docs). */
  readonly actions: readonly string[];
}

/** A twin event that can really happen in a configuration, with the guard plan that makes it so. */
export interface Offer {
  readonly twinEvent: string;
  readonly transition: ProductTransition;
  readonly trueGuard: GuardRef | null;
  readonly falseGuards: readonly GuardRef[];
}

export interface DerivedTestModel {
  readonly name: string;
  readonly machine: AnyStateMachine;
  readonly twin: AnyStateMachine;
  /** Every state node id of the product except the root. */
  readonly stateIds: readonly string[];
  readonly transitions: readonly ProductTransition[];
  /** Ids of states that have eventless (`always`) transitions: never at rest. */
  readonly transientStateIds: ReadonlySet<string>;
  transitionById(id: string): ProductTransition;
  /** The product transition for an XState transition definition (of the product or of a `.provide()`d copy). */
  transitionFor(definition: AnyTransitionDefinition): ProductTransition | undefined;
  initialSnapshot(): AnyMachineSnapshot;
  /** Events that can really occur in this twin configuration. */
  offers(snapshot: AnyMachineSnapshot): Offer[];
  /** The twin configuration after taking an offer. */
  next(snapshot: AnyMachineSnapshot, offer: Offer): AnyMachineSnapshot;
  isTransient(snapshot: AnyMachineSnapshot): boolean;
  stateNode(id: string): AnyStateNode;
}

export class UnsupportedMachineError extends Error {
  constructor(
    machineId: string,
    readonly problems: readonly string[],
  ) {
    super(`Cannot derive a test model from '${machineId}':\n- ${problems.join('\n- ')}`);
    this.name = 'UnsupportedMachineError';
  }
}

const NULL_EVENT = '';

function allNodes(root: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode): void => {
    for (const child of Object.values(n.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** The runner's key for a guard evaluated with these (resolved) params. */
export function guardKey(name: string, staticParams: unknown): string {
  return staticParams === undefined ? name : `${name}(${stableJson(staticParams)})`;
}

function toGuardRef(guard: unknown, where: string, problems: string[]): GuardRef | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return { name: guard, key: guard };
  if (typeof guard === 'object' && 'type' in guard && typeof (guard as { type: unknown }).type === 'string') {
    const { type, params } = guard as { type: string; params?: unknown };
    // Params computed from the event or context cannot be known statically: match on the name.
    return { name: type, key: typeof params === 'function' ? type : guardKey(type, params) };
  }
  problems.push(
    `${where}: guards must be named in setup({ guards }) (inline or composed guards cannot be decided symbolically)`,
  );
  return { name: '?', key: '?' };
}

function actionNames(actions: readonly unknown[]): string[] {
  const names: string[] = [];
  for (const a of actions) {
    if (typeof a === 'string') names.push(a);
    else if (a && typeof a === 'object' && 'type' in a && typeof (a as { type: unknown }).type === 'string')
      names.push((a as { type: string }).type);
  }
  return names;
}

function isDescendantOrSelf(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

function kindOf(eventType: string): { kind: TransitionKind; invokeId?: string } {
  if (eventType === NULL_EVENT) return { kind: 'always' };
  if (eventType.startsWith('xstate.done.actor.'))
    return { kind: 'done', invokeId: eventType.slice('xstate.done.actor.'.length) };
  if (eventType.startsWith('xstate.error.actor.'))
    return { kind: 'error', invokeId: eventType.slice('xstate.error.actor.'.length) };
  if (eventType.startsWith('xstate.after.')) return { kind: 'after' };
  return { kind: 'event' };
}

/** Delayed actions other than the raises XState itself adds for `after`. */
function hasDelayedAction(actions: readonly unknown[]): boolean {
  return actions.some((a) => {
    if (typeof a !== 'function' || !('delay' in a)) return false;
    const { delay, id } = a as { delay?: unknown; id?: unknown };
    return delay !== undefined && !(typeof id === 'string' && id.startsWith('xstate.after.'));
  });
}

export function deriveTestModel(name: string, machine: AnyStateMachine): DerivedTestModel {
  const problems: string[] = [];
  const nodes = allNodes(machine.root);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;

  const transitions: ProductTransition[] = [];
  const byId = new Map<string, ProductTransition>();
  /** source id -> product event type -> candidates in order */
  const candidates = new Map<string, Map<string, ProductTransition[]>>();
  const transientStateIds = new Set<string>();

  const addCandidates = (node: AnyStateNode, eventType: string, defs: readonly AnyTransitionDefinition[]): void => {
    const { kind, invokeId } = kindOf(eventType);
    const where = `state '${node.id}', ${kind === 'always' ? 'always' : `event '${eventType}'`}`;
    if (eventType.includes('*')) problems.push(`${where}: wildcard event descriptors are not supported`);
    if (eventType.startsWith('xstate.done.state.'))
      problems.push(
        `${where}: state onDone is not supported (send an explicit event or use a final state of the machine)`,
      );
    if (eventType.startsWith('xstate.snapshot.')) problems.push(`${where}: invoke onSnapshot is not supported`);
    let base = eventType;
    let invoke: ProductTransition['invoke'];
    let delay: ProductTransition['delay'];
    // Eventless and timer events are named after their state when several states have them, so
    // states active at the same time (parallel regions) never share a twin event.
    const qualify = (name: string): string =>
      (sharedBases.get(name) ?? 0) > 1 ? `${name}@${node.path.join('.')}` : name;
    if (kind === 'always') base = qualify('ALWAYS');
    else if (kind === 'done' || kind === 'error') {
      const def = node.invoke.find((i) => i.id === invokeId);
      const src = def && typeof def.src === 'string' ? def.src : '?';
      invoke = { id: invokeId ?? '?', src };
      base = `${kind === 'done' ? 'DONE' : 'ERROR'}:${invokeId}`;
    } else if (kind === 'after') {
      const ref = String((defs[0] as AnyTransitionDefinition & { delay?: unknown }).delay);
      const value = Number.isNaN(Number(ref)) ? delays[ref] : Number(ref);
      delay = { ref, ms: typeof value === 'number' ? value : null };
      base = qualify(`AFTER:${ref}`);
    }
    const list: ProductTransition[] = [];
    const earlier: GuardRef[] = [];
    let sawUnguarded = false;
    defs.forEach((def, index) => {
      const guard = toGuardRef(def.guard, where, problems);
      if (sawUnguarded)
        problems.push(`${where}: candidate ${index + 1} can never be taken (an unguarded candidate comes before it)`);
      if (guard && earlier.some((g) => g.key === guard.key))
        problems.push(`${where}: guard '${guard.key}' appears twice in one candidate list`);
      const single = defs.length === 1 && !guard;
      const twinEvent = single ? base : `${base} [${guard ? guard.key : 'else'}]`;
      const targets = (def.target ?? []).map((t: AnyStateNode) => t.id);
      if (kind === 'done' || kind === 'error' || kind === 'after') {
        const leaves = def.reenter || (def.target ?? []).some((t: AnyStateNode) => !isDescendantOrSelf(t, node));
        if (!leaves)
          problems.push(
            `${where}: a completion or timer transition must leave its state (or reenter), otherwise it could fire twice in the model`,
          );
      }
      if (hasDelayedAction(def.actions))
        problems.push(`${where}: delayed actions are not supported (use an 'after' transition)`);
      const t: ProductTransition = {
        id: `${node.id} ${twinEvent}`,
        source: node.id,
        kind,
        productEvent: eventType,
        index,
        guard,
        earlierGuards: [...earlier],
        targets,
        reenter: Boolean(def.reenter),
        twinEvent,
        ...(delay ? { delay } : {}),
        ...(invoke ? { invoke } : {}),
        actions: actionNames(def.actions),
      };
      if (guard) earlier.push(guard);
      else sawUnguarded = true;
      list.push(t);
      transitions.push(t);
      byId.set(t.id, t);
    });
    if (kind === 'always' && !sawUnguarded)
      problems.push(`${where}: the last eventless candidate must be unguarded, so the state is never at rest`);
    let perNode = candidates.get(node.id);
    if (!perNode) candidates.set(node.id, (perNode = new Map()));
    perNode.set(eventType, list);
  };

  // How many states use each eventless/timer base name, and whether invoke ids are unique.
  const sharedBases = new Map<string, number>();
  const invokeIds = new Map<string, string>();
  for (const node of nodes) {
    const bases = new Set<string>();
    if (node.config.always) bases.add('ALWAYS');
    for (const key of node.transitions.keys())
      if (key.startsWith('xstate.after.'))
        bases.add(`AFTER:${key.slice('xstate.after.'.length, key.length - node.id.length - 1)}`);
    for (const b of bases) sharedBases.set(b, (sharedBases.get(b) ?? 0) + 1);
    for (const inv of node.invoke) {
      const other = invokeIds.get(inv.id);
      if (other)
        problems.push(
          `invoke id '${inv.id}' is used in '${other}' and '${node.id}' (ids name the DONE/ERROR events and must be unique)`,
        );
      invokeIds.set(inv.id, node.id);
    }
  }

  for (const node of nodes) {
    if (node.type === 'history') problems.push(`state '${node.id}': history states are not supported`);
    if (hasDelayedAction(node.entry) || hasDelayedAction(node.exit))
      problems.push(`state '${node.id}': delayed actions are not supported (use an 'after' transition)`);
    const invokeConfig = node.config.invoke;
    const invokeList: readonly unknown[] =
      invokeConfig === undefined ? [] : Array.isArray(invokeConfig) ? invokeConfig : [invokeConfig];
    for (const inv of invokeList) {
      const { id, src } = inv as { id?: unknown; src?: unknown };
      if (typeof id !== 'string')
        problems.push(`state '${node.id}': every invoke needs an explicit id (it names the DONE/ERROR events)`);
      if (typeof src !== 'string')
        problems.push(`state '${node.id}': invoke src must name an actor from setup({ actors })`);
    }
    for (const [eventType, defs] of node.transitions) addCandidates(node, eventType, defs);
    if (node.always?.length) {
      if (node.type !== 'atomic') problems.push(`state '${node.id}': 'always' is only supported on atomic states`);
      transientStateIds.add(node.id);
      addCandidates(node, NULL_EVENT, node.always);
    }
  }
  if (machine.root.transitions.size || machine.root.always?.length) {
    for (const [eventType, defs] of machine.root.transitions) addCandidates(machine.root, eventType, defs);
    if (machine.root.always?.length) problems.push(`the root state cannot have 'always' transitions`);
  }
  const namedActions = Object.values((machine.implementations.actions ?? {}) as Record<string, unknown>);
  if (hasDelayedAction(namedActions)) problems.push(`a named action is a delayed action (use an 'after' transition)`);

  // One timer at a time: a configuration must never run two timers, or the order they fire in
  // would depend on when each started and the model could not tell which fires first.
  const chainOf = (n: AnyStateNode): AnyStateNode[] => {
    const chain: AnyStateNode[] = [];
    for (let m: AnyStateNode | undefined = n; m; m = m.parent) chain.push(m);
    return chain;
  };
  for (const leaf of nodes.filter((n) => n.type === 'atomic' || n.type === 'final')) {
    const timers = chainOf(leaf).flatMap((n) => [...n.transitions.keys()].filter((k) => k.startsWith('xstate.after.')));
    if (new Set(timers).size > 1)
      problems.push(`state '${leaf.id}': more than one 'after' timer can run at once along its ancestors`);
  }

  // Parallel regions: one event must drive at most one region, and not also an ancestor.
  const ownUserEvents = (n: AnyStateNode): string[] =>
    [...n.transitions.keys()].filter((k) => kindOf(k).kind === 'event');
  const userEventsWithin = (n: AnyStateNode): Set<string> => new Set([n, ...allNodes(n)].flatMap(ownUserEvents));
  for (const p of [machine.root, ...nodes].filter((n) => n.type === 'parallel')) {
    const regions = Object.values(p.states) as AnyStateNode[];
    const seen = new Map<string, string>();
    for (const r of regions) {
      for (const e of userEventsWithin(r)) {
        const other = seen.get(e);
        if (other)
          problems.push(
            `parallel state '${p.id}': event '${e}' is handled in regions '${other}' and '${r.key}' (one event must drive one region)`,
          );
        seen.set(e, r.key);
      }
    }
    const above = new Set(chainOf(p).flatMap(ownUserEvents));
    for (const e of seen.keys())
      if (above.has(e))
        problems.push(
          `parallel state '${p.id}': event '${e}' is handled both inside a region and by '${p.id}' or an ancestor`,
        );
  }

  // A twin event name must not be defined both on a node and on one of its ancestors with a
  // different meaning, or the twin would route it to the wrong node.
  for (const node of nodes) {
    const mine = new Set(transitions.filter((t) => t.source === node.id).map((t) => t.twinEvent));
    for (let a = node.parent; a; a = a.parent) {
      for (const t of transitions)
        if (t.source === a.id && mine.has(t.twinEvent) && !isShadowedName(t, node, candidates))
          problems.push(`twin event '${t.twinEvent}' is defined on '${node.id}' and on its ancestor '${a.id}'`);
    }
  }

  if (problems.length) throw new UnsupportedMachineError(machine.id, [...new Set(problems)]);

  const twin = createMachine(twinConfig(machine.root, transitions) as Parameters<typeof createMachine>[0]);
  const nodeById = new Map<string, AnyStateNode>([
    [machine.root.id, machine.root],
    ...nodes.map((n) => [n.id, n] as const),
  ]);

  const transitionByDefinition = (def: AnyTransitionDefinition): ProductTransition | undefined => {
    const source = def.source as AnyStateNode;
    const eventType = def.eventType;
    const list = eventType === NULL_EVENT ? source.always : source.transitions.get(eventType);
    const index = list ? list.indexOf(def) : -1;
    if (index < 0) return undefined;
    return candidates.get(source.id)?.get(eventType)?.[index];
  };

  const activeAtomicIds = (s: AnyMachineSnapshot): string[] =>
    (s._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);

  const isTransient = (s: AnyMachineSnapshot): boolean =>
    s.status === 'active' && activeAtomicIds(s).some((id) => transientStateIds.has(id));

  const offers = (s: AnyMachineSnapshot): Offer[] => {
    if (s.status !== 'active') return [];
    const atomics = activeAtomicIds(s);
    const result = new Map<string, { offer: Offer; falseGuards: Map<string, GuardRef> }>();
    const add = (t: ProductTransition, below: readonly GuardRef[]): void => {
      const existing = result.get(t.id);
      const falseGuards = existing?.falseGuards ?? new Map<string, GuardRef>();
      for (const g of [...below, ...t.earlierGuards]) falseGuards.set(g.key, g);
      result.set(t.id, {
        offer: { twinEvent: t.twinEvent, transition: t, trueGuard: t.guard, falseGuards: [] },
        falseGuards,
      });
    };
    const transient = atomics.filter((id) => transientStateIds.has(id));
    if (transient.length) {
      for (const id of transient) for (const t of candidates.get(id)?.get(NULL_EVENT) ?? []) add(t, []);
    } else {
      for (const id of atomics) {
        const closed = new Set<string>();
        const below = new Map<string, GuardRef[]>();
        for (let n: AnyStateNode | undefined = nodeById.get(id); n; n = n.parent) {
          for (const [eventType, list] of candidates.get(n.id) ?? []) {
            if (eventType === NULL_EVENT || closed.has(eventType)) continue;
            const guardsBelow = below.get(eventType) ?? [];
            for (const t of list) add(t, guardsBelow);
            if (list.some((t) => !t.guard)) closed.add(eventType);
            else
              below.set(eventType, [
                ...guardsBelow,
                ...list.map((t) => t.guard).filter((g): g is GuardRef => g !== null),
              ]);
          }
        }
      }
    }
    return [...result.values()].map(({ offer, falseGuards }) => ({ ...offer, falseGuards: [...falseGuards.values()] }));
  };

  const next = (s: AnyMachineSnapshot, offer: Offer): AnyMachineSnapshot =>
    getNextSnapshot(twin, s, { type: offer.twinEvent }) as AnyMachineSnapshot;

  return {
    name,
    machine,
    twin,
    stateIds: nodes.map((n) => n.id),
    transitions,
    transientStateIds,
    transitionById: (id) => {
      const t = byId.get(id);
      if (!t) throw new Error(`No transition '${id}' in '${name}'`);
      return t;
    },
    transitionFor: transitionByDefinition,
    initialSnapshot: () => getInitialSnapshot(twin) as AnyMachineSnapshot,
    offers,
    next,
    isTransient,
    stateNode: (id) => {
      const n = nodeById.get(id);
      if (!n) throw new Error(`No state '${id}' in '${name}'`);
      return n;
    },
  };
}

/** True when an ancestor's same-named handler can never be reached from `node` (shadowed). */
function isShadowedName(
  ancestorTransition: ProductTransition,
  node: AnyStateNode,
  candidates: Map<string, Map<string, ProductTransition[]>>,
): boolean {
  const list = candidates.get(node.id)?.get(ancestorTransition.productEvent);
  return Boolean(list?.some((t) => !t.guard));
}

interface TwinNodeConfig {
  id: string;
  type?: 'parallel' | 'final';
  initial?: string;
  meta?: unknown;
  states?: Record<string, TwinNodeConfig>;
  on?: Record<string, { target?: string[]; reenter?: boolean }>;
}

function twinConfig(node: AnyStateNode, transitions: readonly ProductTransition[]): TwinNodeConfig {
  const config: TwinNodeConfig = { id: node.id };
  if (node.type === 'parallel') config.type = 'parallel';
  if (node.type === 'final') config.type = 'final';
  if (node.meta !== undefined) config.meta = node.meta;
  if (node.type === 'compound') {
    const initial = node.initial.target[0] as AnyStateNode | undefined;
    if (initial) config.initial = initial.key;
  }
  const children = Object.entries(node.states as Record<string, AnyStateNode>);
  if (children.length)
    config.states = Object.fromEntries(children.map(([key, child]) => [key, twinConfig(child, transitions)]));
  const own = transitions.filter((t) => t.source === node.id);
  if (own.length) {
    config.on = Object.fromEntries(
      own.map((t) => [
        t.twinEvent,
        {
          ...(t.targets.length ? { target: t.targets.map((id) => `#${id}`) } : {}),
          ...(t.reenter ? { reenter: true } : {}),
        },
      ]),
    );
  }
  return config;
}
