/**
 * Executes a twin path against the REAL product machine.
 *
 * - Every invoked actor is replaced by a fake promise actor whose promise the runner settles:
 *   `DONE:<id>` resolves it with an output from the test table, `ERROR:<id>` rejects it.
 * - Time is a SimulatedClock: `AFTER:<delay>` advances the clock exactly to the pending timer.
 * - User events are sent as they are, with payloads built by the test table.
 * - Guards are answered from the path's plan (the variant's guard true, the candidates checked
 *   before it false). A guard evaluated without a plan fails the run: it means the model and the
 *   machine disagree. Guards that are not listed as symbolic and have a real implementation are
 *   also evaluated for real and must agree with the plan, so payload-driven guards are tested.
 * - Actions left as "must be provided" placeholders are replaced by recorders; assign, emit and
 *   other built-in actions run for real.
 *
 * After each real step (an event and the eventless transitions it triggers) the runner checks
 * that the real configuration equals the twin's, then runs the table's state assertions. It
 * records which states and transitions the real machine went through (from the inspection API),
 * which is what coverage is measured on.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { isPlaceholder } from '../../../../machines/shared/must-provide';
import { guardKey, type DerivedTestModel, type GuardRef, type Offer } from './derive-test-model';
import type { PathStep, TwinPath } from './paths';

export type Effect =
  | { readonly kind: 'action'; readonly name: string; readonly params: unknown; readonly step: number }
  | {
      readonly kind: 'invoke';
      readonly src: string;
      readonly id: string;
      readonly input: unknown;
      readonly step: number;
    }
  | { readonly kind: 'emit'; readonly event: EventObject; readonly step: number }
  /** An event the runner sent to the machine. */
  | { readonly kind: 'event'; readonly event: EventObject; readonly step: number };

/** What a state assertion can look at. */
export interface Visit {
  readonly snapshot: AnyMachineSnapshot;
  readonly effects: readonly Effect[];
  /** Index of the real step just taken (0 = start). */
  readonly step: number;
  /** Simulated time in ms since the start. */
  readonly now: number;
  /** Ids of the product transitions taken so far, in order. */
  readonly taken: readonly string[];
}

/** Planned guard values for one real step (or, for `input`, the first plan of each guard in the path). */
export interface GuardPlan {
  /** The planned value of a guard by name (any params), or undefined when not planned. */
  wants(guardName: string): boolean | undefined;
}

export interface MachineTestTable {
  /** Input for the run; may depend on what the path plans for input-based guards. */
  readonly input?: (plan: GuardPlan) => unknown;
  /** Event payloads by event type (default: `{ type }`). */
  readonly events?: Readonly<
    Record<string, (ctx: { readonly snapshot: AnyMachineSnapshot; readonly plan: GuardPlan }) => EventObject>
  >;
  /** Outputs of invoked actors by actor source name (default: undefined). */
  readonly outputs?: Readonly<Record<string, (ctx: { readonly input: unknown; readonly plan: GuardPlan }) => unknown>>;
  /** Errors of invoked actors by source name (default: an Error); may depend on the guards the path plans for them. */
  readonly errors?: Readonly<Record<string, (ctx: { readonly input: unknown; readonly plan: GuardPlan }) => unknown>>;
  /** Guards the runner does not evaluate for real (their truth depends on history the tables cannot build). */
  readonly symbolicGuards?: readonly string[];
  /** Assertions per state id, run whenever that state is active after a step. */
  readonly states?: Readonly<Record<string, (visit: Visit) => void>>;
  /** Assertions run after every step. */
  readonly everyStep?: (visit: Visit) => void;
}

export interface PathRun {
  readonly statesVisited: ReadonlySet<string>;
  readonly transitionsTaken: ReadonlySet<string>;
  /** Product transition ids in the order they were taken. */
  readonly taken: readonly string[];
  readonly effects: readonly Effect[];
  readonly actor: AnyActorRef;
  readonly clock: SimulatedClock;
}

export class PathExecutionError extends Error {
  constructor(message: string, path: TwinPath, stepIndex: number) {
    super(
      `${message}\n  path: ${path.steps.map((s, i) => `${i === stepIndex ? '>>' : ''}${s.offer.twinEvent}`).join(' -> ')}`,
    );
    this.name = 'PathExecutionError';
  }
}

interface PendingActor {
  readonly id: string;
  readonly src: string;
  readonly input: unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
  settled: boolean;
}

/** Lets promise callbacks and the actor's mailbox run. */
const flush = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

function plannedValues(offers: readonly Offer[]): Map<string, boolean> {
  const plan = new Map<string, boolean>();
  const set = (g: GuardRef, v: boolean): void => {
    const prev = plan.get(g.key);
    if (prev !== undefined && prev !== v)
      throw new Error(`guard '${g.key}' is planned both true and false within one step`);
    plan.set(g.key, v);
  };
  for (const o of offers) {
    for (const g of o.falseGuards) set(g, false);
    if (o.trueGuard) set(o.trueGuard, true);
  }
  return plan;
}

export function planView(plan: ReadonlyMap<string, boolean>): GuardPlan {
  return {
    wants: (name) => {
      for (const [key, v] of plan) if (key === name || key.startsWith(`${name}(`)) return v;
      return undefined;
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return (
    ka.length === kb.length &&
    ka.every((k, i) => k === kb[i] && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** Groups steps into real steps: one event followed by the eventless steps it triggers. */
function groupSteps(steps: readonly PathStep[]): Array<{ head: PathStep | null; chain: PathStep[] }> {
  const groups: Array<{ head: PathStep | null; chain: PathStep[] }> = [{ head: null, chain: [] }];
  for (const step of steps) {
    const current = groups.at(-1) as { head: PathStep | null; chain: PathStep[] };
    if (step.offer.transition.kind === 'always') current.chain.push(step);
    else groups.push({ head: step, chain: [] });
  }
  return groups;
}

export async function runPath(model: DerivedTestModel, path: TwinPath, table: MachineTestTable = {}): Promise<PathRun> {
  const machine: AnyStateMachine = model.machine;
  const symbolic = new Set(table.symbolicGuards ?? []);
  const effects: Effect[] = [];
  const pending: PendingActor[] = [];
  const statesVisited = new Set<string>();
  const transitionsTaken = new Set<string>();
  const taken: string[] = [];
  const clock = new SimulatedClock();
  const timerStarts = new WeakMap<object, number>();
  let step = 0;
  let activePlan: Map<string, boolean> | null = null;
  const failures: string[] = [];

  // Guards: answer from the plan; check the real implementation where there is one.
  const realGuards = (machine.implementations.guards ?? {}) as Record<string, unknown>;
  const guards: Record<string, (args: { context: unknown; event: EventObject }, params: unknown) => boolean> = {};
  for (const [name, impl] of Object.entries(realGuards)) {
    guards[name] = (args, params) => {
      const plan = activePlan;
      const planned = plan?.get(guardKey(name, params)) ?? plan?.get(name);
      if (planned === undefined) {
        const message = `guard '${guardKey(name, params)}' was evaluated but the path has no plan for it (model and machine disagree)`;
        failures.push(message);
        throw new Error(message);
      }
      if (!symbolic.has(name) && typeof impl === 'function' && !isPlaceholder(impl)) {
        const real = Boolean((impl as (a: unknown, p: unknown) => unknown)(args, params));
        if (real !== planned)
          failures.push(
            `guard '${name}' is planned ${planned} but really evaluates to ${real} (event ${JSON.stringify(args.event)}); fix the test table's data or list the guard in symbolicGuards`,
          );
      }
      return planned;
    };
  }

  // Actions: record the placeholders; keep the real ones.
  const actions: Record<string, (args: unknown, params: unknown) => void> = {};
  for (const [name, impl] of Object.entries((machine.implementations.actions ?? {}) as Record<string, unknown>)) {
    if (isPlaceholder(impl))
      actions[name] = (_args, params) => void effects.push({ kind: 'action', name, params, step });
  }

  // Actors: every invoked source becomes a fake the runner settles.
  const sources = new Set(model.transitions.flatMap((t) => (t.invoke ? [t.invoke.src] : [])));
  for (const id of model.stateIds)
    for (const inv of model.stateNode(id).invoke) if (typeof inv.src === 'string') sources.add(inv.src);
  const actors: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>> = {};
  for (const src of sources) {
    actors[src] = fromPromise<unknown, unknown>(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          pending.push({ id: self.id, src, input, resolve, reject, settled: false });
          effects.push({ kind: 'invoke', src, id: self.id, input, step });
        }),
    );
  }

  const provided = machine.provide({ guards, actions, actors } as Parameters<AnyStateMachine['provide']>[0]);
  const fullPlan = new Map<string, boolean>();
  for (const s of path.steps) {
    for (const g of s.offer.falseGuards) if (!fullPlan.has(g.key)) fullPlan.set(g.key, false);
    if (s.offer.trueGuard && !fullPlan.has(s.offer.trueGuard.key)) fullPlan.set(s.offer.trueGuard.key, true);
  }
  const input = table.input?.(planView(fullPlan));

  const recordDefinition = (def: AnyTransitionDefinition): void => {
    const t = model.transitionFor(def);
    if (t) {
      transitionsTaken.add(t.id);
      taken.push(t.id);
    }
    const source = def.source as AnyStateNode;
    if (source.parent) statesVisited.add(source.id);
  };
  const recordNodes = (snapshot: AnyMachineSnapshot): void => {
    for (const n of snapshot._nodes as AnyStateNode[]) if (n.parent) statesVisited.add(n.id);
  };

  const groups = groupSteps(path.steps);
  const offersOf = (group: (typeof groups)[number]): Offer[] => [
    ...(group.head ? [group.head.offer] : []),
    ...group.chain.map((s) => s.offer),
  ];
  // XState resolves the initial eventless transitions while creating the actor: plan them first.
  try {
    activePlan = plannedValues(offersOf(groups[0] as (typeof groups)[number]));
  } catch (err) {
    throw new PathExecutionError((err as Error).message, path, 0);
  }
  const inspect = (ev: InspectionEvent): void => {
    if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
    for (const def of ev._transitions) recordDefinition(def);
    recordNodes(ev.snapshot as AnyMachineSnapshot);
  };
  const actor = createActor(provided, { clock, input, inspect });
  actor.subscribe({
    error: (err) => void failures.push(`the machine failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  actor.on('*', (event: EventObject) => void effects.push({ kind: 'emit', event, step }));

  const trackTimers = (): void => {
    for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
      if (!timerStarts.has(scheduled)) timerStarts.set(scheduled, clock.now());
    }
  };

  let pathIndex = 0;
  for (const [g, group] of groups.entries()) {
    step = g;
    const offers = offersOf(group);
    const fail = (message: string): never => {
      throw new PathExecutionError(message, path, Math.max(0, pathIndex - 1));
    };
    try {
      if (g > 0) activePlan = plannedValues(offers);
    } catch (err) {
      fail((err as Error).message);
    }
    const plan = planView(activePlan as Map<string, boolean>);
    pathIndex += offers.length;

    const head = group.head;
    if (!head) {
      actor.start();
      recordNodes(actor.getSnapshot() as AnyMachineSnapshot);
    } else {
      const t = head.offer.transition;
      if (t.kind === 'event') {
        const build = table.events?.[t.productEvent];
        const event = build
          ? build({ snapshot: actor.getSnapshot() as AnyMachineSnapshot, plan })
          : { type: t.productEvent };
        effects.push({ kind: 'event', event, step });
        actor.send(event);
      } else if (t.kind === 'done' || t.kind === 'error') {
        const invoke = t.invoke as { id: string; src: string };
        const target = [...pending].reverse().find((p) => p.id === invoke.id && !p.settled);
        if (!target) fail(`'${head.offer.twinEvent}': actor '${invoke.id}' is not running`);
        const running = target as PendingActor;
        running.settled = true;
        if (t.kind === 'done') running.resolve(table.outputs?.[invoke.src]?.({ input: running.input, plan }));
        else
          running.reject(
            table.errors?.[invoke.src]?.({ input: running.input, plan }) ??
              new Error(`${invoke.src} failed (simulated)`),
          );
      } else if (t.kind === 'after') {
        const eventType = t.productEvent;
        const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).find(
          (s) => s.event.type === eventType,
        );
        if (!scheduled) fail(`'${head.offer.twinEvent}': no timer is pending for ${eventType}`);
        const timer = scheduled as { delay: number };
        const start = timerStarts.get(timer) ?? clock.now();
        clock.increment(Math.max(0, start + timer.delay - clock.now()));
      }
    }
    await flush();
    activePlan = null;
    trackTimers();
    if (failures.length) fail(failures.join('\n'));

    const expected = (group.chain.at(-1) ?? head)?.state;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    recordNodes(snapshot);
    if (expected) {
      if (!sameValue(snapshot.value, expected.value))
        fail(`expected ${JSON.stringify(expected.value)} but the machine is in ${JSON.stringify(snapshot.value)}`);
      if (snapshot.status !== expected.status)
        fail(`expected status '${expected.status}' but the machine is '${snapshot.status}'`);
    }
    const visit: Visit = { snapshot, effects, step: g, now: clock.now(), taken };
    try {
      table.everyStep?.(visit);
      for (const node of snapshot._nodes as AnyStateNode[]) table.states?.[node.id]?.(visit);
    } catch (err) {
      fail(`in ${JSON.stringify(snapshot.value)}: ${(err as Error).message}`);
    }
  }
  return { statesVisited, transitionsTaken, taken, effects, actor, clock };
}
