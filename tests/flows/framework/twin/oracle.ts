/**
 * Runs a generated path against the REAL machine and compares what the outside world sees after
 * every step with an independent oracle: a reference model of the flow written by hand from the
 * spec (tests/flows/<flow>/<flow>.oracle.ts), never derived from the machine.
 *
 * A twin path only lends its sequence of world steps: the user's and the page's events, the
 * answers of requests and bridge calls, and time passing until the next timer. Its guard plan is
 * dropped. The machine runs with its real guards on the scenario's real input, so the branch it
 * takes is its own; the oracle computes the branch it must take from the same scenario. Only
 * guards that read the world outside the machine (placeholders such as `pageHidden`) are answered
 * from the path, and the oracle is told the same fact.
 *
 * What is compared after each step (the Observation): the effects the step caused (effect calls
 * such as navigations and bridge calls with their parameters, requests started with their input,
 * events emitted to listeners), the requests still in flight, the message keys shown, what the
 * page reads from the machine, the pending timers with the time left on each, and whether the flow
 * has finished with which output.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { isPlaceholder } from '../../../../machines/shared/must-provide';
import type { StateMeta } from '../../../../machines/shared/meta';
import type { DerivedTestModel, Offer } from './derive-test-model';
import type { TwinPath } from './paths';

/** One thing the outside world notices, caused by a step. */
export type WorldEffect =
  /** An effect the app provides (navigation, bridge call, storage, toast...) with its parameters. */
  | { readonly call: string; readonly params?: unknown }
  /** A request or bridge call started (an invoked actor) with its input. */
  | { readonly request: string; readonly input?: unknown }
  /** An event emitted to the flow's listeners, with its payload. */
  | { readonly emit: EventObject & Readonly<Record<string, unknown>> };

export interface Observation {
  /** Effects caused by the last step, in order. */
  readonly effects: readonly WorldEffect[];
  /** Requests and bridge calls still waiting for an answer, by actor source, sorted. */
  readonly inFlight: readonly string[];
  /** Message keys the page shows, sorted. */
  readonly messages: readonly string[];
  /** What the page reads from the flow (the oracle's `read`), e.g. an error reason or a tier. */
  readonly shown: unknown;
  /** Pending timers: ms left before each fires, ascending. */
  readonly timers: readonly number[];
  /** Whether the flow has finished. */
  readonly finished: boolean;
  /** The flow's output once finished. */
  readonly output: unknown;
}

/** A step of the outside world, taken from a twin path. */
export type WorldStep =
  /** The user or the page sends an event; `variant` names the payload kind (a guard of the path, or ''). */
  | { readonly kind: 'event'; readonly type: string; readonly variant: string }
  /** A request or bridge call answers (ok) or fails; `variant` names the answer kind. */
  | {
      readonly kind: 'reply';
      readonly id: string;
      readonly src: string;
      readonly ok: boolean;
      readonly variant: string;
    }
  /** Time passes until the next timer the oracle expects (a minute when it expects none). */
  | { readonly kind: 'wait' };

export interface WorldStepWithFacts {
  readonly step: WorldStep;
  /** Values of world guards (placeholders) during this step, e.g. `{ pageHidden: true }`. */
  readonly facts: Readonly<Record<string, boolean>>;
}

/**
 * An event of the flow's vocabulary, written from the spec (never read from the machine): its type,
 * and the payload kind when the payload decides what happens (e.g. `{ type: 'SUBMIT_CODE', variant: 'codeEmpty' }`).
 */
export type KnownEvent = string | { readonly type: string; readonly variant: string };

export interface Scenario<TInput> {
  readonly name: string;
  readonly input: TInput;
}

/** The expected world after a step, and the oracle's own state to carry on from. */
export interface Expected<TState> {
  readonly state: TState;
  readonly see: Omit<Observation, 'effects' | 'shown' | 'inFlight' | 'timers' | 'messages' | 'finished' | 'output'> &
    Partial<Observation>;
}

/**
 * A flow's oracle. Fields of `see` left out default to "none": no effects, nothing in flight, no
 * messages, no timers, not finished, output undefined, and `shown` equal to `read` of nothing.
 */
export interface FlowOracle<TInput, TState, TScenario extends Scenario<TInput> = Scenario<TInput>> {
  readonly scenarios: readonly TScenario[];
  /**
   * Every event the flow knows, from the spec. Each one is sent in every state the sequences reach
   * (probes), and `next` says what must happen, "nothing" included: a deleted or misdirected
   * transition then fails even though no path of the changed machine takes it.
   */
  readonly events: readonly KnownEvent[];
  /** The world right after the flow starts. */
  start(scenario: TScenario): Expected<TState>;
  /** The world after one more step. `facts` are the world guards' values during it. */
  next(state: TState, step: WorldStep, scenario: TScenario, facts: Readonly<Record<string, boolean>>): Expected<TState>;
  /** Payload of an event (default `{ type }`). */
  payload?(step: Extract<WorldStep, { kind: 'event' }>, scenario: TScenario, state: TState): EventObject;
  /** Answer of a request: its output when ok, its error otherwise. */
  answer?(step: Extract<WorldStep, { kind: 'reply' }>, scenario: TScenario, state: TState, input: unknown): unknown;
  /** What the page reads from the machine's snapshot (context it displays); default nothing. */
  read?(snapshot: AnyMachineSnapshot): unknown;
  /** `shown` when `start`/`next` leave it out. */
  readonly nothingShown?: unknown;
}

export interface StepReport {
  /** Where: scenario, step number and step. */
  readonly where: string;
  readonly expected: Observation;
  readonly observed: Observation;
}

const MINUTE = 60_000;

function labelOf(offer: Offer): string {
  const m = /\[(.*)\]$/.exec(offer.twinEvent);
  return m ? (m[1] as string) : '';
}

/**
 * The world steps of a twin path. Eventless steps are left out (the machine takes them by
 * itself), and so are guard labels of guards decided by the input (`inputGuards`): the scenario
 * decides those. Other labels name the payload or answer the world gives.
 */
export function worldStepsOf(
  model: DerivedTestModel,
  path: TwinPath,
  inputGuards: ReadonlySet<string>,
): WorldStepWithFacts[] {
  const worldGuards = new Set(
    Object.entries((model.machine.implementations.guards ?? {}) as Record<string, unknown>)
      .filter(([, g]) => isPlaceholder(g))
      .map(([n]) => n),
  );
  const out: Array<{ step: WorldStep; facts: Record<string, boolean> }> = [];
  for (const { offer } of path.steps) {
    const t = offer.transition;
    const guards = [...(t.guard ? [t.guard] : []), ...t.earlierGuards];
    const decidedByInput = guards.length > 0 && guards.every((g) => inputGuards.has(g.name) || worldGuards.has(g.name));
    const variant = decidedByInput ? '' : labelOf(offer);
    const facts: Record<string, boolean> = {};
    for (const g of offer.falseGuards) if (worldGuards.has(g.name)) facts[g.name] = false;
    if (offer.trueGuard && worldGuards.has(offer.trueGuard.name)) facts[offer.trueGuard.name] = true;
    if (t.kind === 'always') {
      const last = out.at(-1);
      if (last) Object.assign(last.facts, facts);
      continue;
    }
    let step: WorldStep;
    if (t.kind === 'event') step = { kind: 'event', type: t.productEvent, variant };
    else if (t.kind === 'after') step = { kind: 'wait' };
    else step = { kind: 'reply', id: t.invoke?.id ?? '?', src: t.invoke?.src ?? '?', ok: t.kind === 'done', variant };
    out.push({ step, facts });
  }
  return out;
}

/** Distinct world-step sequences of the paths, without those that are a prefix of another. */
export function distinctWorldSequences(sequences: readonly WorldStepWithFacts[][]): WorldStepWithFacts[][] {
  const keyed = new Map<string, WorldStepWithFacts[]>();
  for (const s of sequences) keyed.set(JSON.stringify(s), s);
  const keys = [...keyed.keys()];
  const isPrefix = (a: string, b: string): boolean =>
    a !== b && b.startsWith(a.slice(0, -1)) && (a === '[]' || b[a.length - 1] === ',');
  return keys.filter((k) => !keys.some((other) => isPrefix(k, other))).map((k) => keyed.get(k) as WorldStepWithFacts[]);
}

export function stepText(s: WorldStepWithFacts): string {
  const facts = Object.entries(s.facts).map(([k, v]) => (v ? k : `not ${k}`));
  const base =
    s.step.kind === 'event'
      ? s.step.type
      : s.step.kind === 'wait'
        ? 'wait'
        : `${s.step.ok ? 'answer' : 'fail'} ${s.step.id}`;
  const variant = s.step.kind !== 'wait' && s.step.variant ? ` (${s.step.variant})` : '';
  return `${base}${variant}${facts.length ? ` [${facts.join(', ')}]` : ''}`;
}

interface Pending {
  readonly id: string;
  readonly self: unknown;
  readonly src: string;
  readonly input: unknown;
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: unknown) => void;
  settled: boolean;
}

/** Lets promise callbacks and the actor's mailbox run (a macrotask turn, without a timer's minimum delay). */
const flush = (): Promise<void> =>
  new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

function complete<TState>(e: Expected<TState>, nothingShown: unknown): Observation {
  return {
    effects: e.see.effects ?? [],
    inFlight: [...(e.see.inFlight ?? [])].sort(),
    messages: [...(e.see.messages ?? [])].sort(),
    shown: 'shown' in e.see ? e.see.shown : nothingShown,
    timers: [...(e.see.timers ?? [])].sort((a, b) => a - b),
    finished: e.see.finished ?? false,
    output: e.see.output,
  };
}

/** Runs one world-step sequence under one scenario; returns the expected and observed world per step. */
export async function runWithOracle<TInput, TState, TScenario extends Scenario<TInput>>(
  machine: AnyStateMachine,
  steps: readonly WorldStepWithFacts[],
  scenario: TScenario,
  oracle: FlowOracle<TInput, TState, TScenario>,
): Promise<StepReport[]> {
  const clock = new SimulatedClock();
  const pending: Pending[] = [];
  let effects: WorldEffect[] = [];
  let facts: Readonly<Record<string, boolean>> = {};
  const problems: string[] = [];

  const guards: Record<string, (args: unknown, params: unknown) => boolean> = {};
  for (const [name, impl] of Object.entries((machine.implementations.guards ?? {}) as Record<string, unknown>)) {
    if (!isPlaceholder(impl)) continue;
    // A world guard the step says nothing about is false (the oracle reads a missing fact the same way).
    guards[name] = () => facts[name] ?? false;
  }
  const actions: Record<string, (args: unknown, params: unknown) => void> = {};
  for (const [name, impl] of Object.entries((machine.implementations.actions ?? {}) as Record<string, unknown>)) {
    if (isPlaceholder(impl))
      actions[name] = (_args, params) =>
        void effects.push(params === undefined ? { call: name } : { call: name, params });
  }
  const actors: Record<string, unknown> = {};
  const sources = new Set<string>(Object.keys((machine.implementations.actors ?? {}) as Record<string, unknown>));
  for (const src of sources) {
    actors[src] = fromPromise<unknown, unknown>(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          pending.push({ id: self.id, self, src, input, resolve, reject, settled: false });
          effects.push(input === undefined ? { request: src } : { request: src, input });
        }),
    );
  }
  const provided = machine.provide({ guards, actions, actors } as Parameters<AnyStateMachine['provide']>[0]);
  const actor = createActor(provided, { clock, input: scenario.input });
  actor.subscribe({
    error: (err) => void problems.push(`the machine failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  actor.on('*', (event: EventObject) => void effects.push({ emit: event }));

  const timerStarts = new WeakMap<object, number>();
  const timers = (): number[] => {
    const list: number[] = [];
    for (const s of Object.values(actor.system.getSnapshot()._scheduledEvents) as Array<{ delay: number }>) {
      if (!timerStarts.has(s)) timerStarts.set(s, clock.now());
      list.push((timerStarts.get(s) as number) + s.delay - clock.now());
    }
    return list.sort((a, b) => a - b);
  };
  // A request is in flight while its actor runs: leaving the state (or finishing) abandons it.
  const running = (): Pending[] => {
    const children = (actor.getSnapshot() as AnyMachineSnapshot).children as Record<string, unknown>;
    return pending.filter((p) => !p.settled && children[p.id] === p.self);
  };
  const observe = (): Observation => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const messages = (snapshot._nodes as AnyStateNode[]).flatMap((n) => {
      const key = (n.meta as StateMeta | undefined)?.messageKey;
      return key ? [key] : [];
    });
    const observation: Observation = {
      effects,
      inFlight: running()
        .map((p) => p.src)
        .sort(),
      messages: messages.sort(),
      shown: oracle.read ? oracle.read(snapshot) : undefined,
      timers: timers(),
      finished: snapshot.status === 'done',
      output: snapshot.status === 'done' ? snapshot.output : undefined,
    };
    effects = [];
    return observation;
  };
  const withProblems = (o: Observation): Observation =>
    problems.length ? ({ ...o, problems: problems.splice(0) } as Observation) : o;

  const reports: StepReport[] = [];
  let expected = oracle.start(scenario);
  actor.start();
  await flush();
  reports.push({
    where: `${scenario.name}, at start`,
    expected: complete(expected, oracle.nothingShown),
    observed: withProblems(observe()),
  });

  for (const [i, s] of steps.entries()) {
    const before = complete(expected, oracle.nothingShown);
    const state = expected.state;
    facts = s.facts;
    const step = s.step;
    const finished = actor.getSnapshot().status !== 'active';
    if (finished) {
      // A finished flow receives nothing more; the oracle must agree that nothing changes.
    } else if (step.kind === 'event') {
      actor.send(oracle.payload ? oracle.payload(step, scenario, state) : { type: step.type });
    } else if (step.kind === 'reply') {
      // A request the machine did not start cannot answer; the oracle decides whether it should have.
      const target = running().find((p) => p.id === step.id);
      if (target) {
        target.settled = true;
        const answer = oracle.answer ? oracle.answer(step, scenario, state, target.input) : undefined;
        if (step.ok) target.resolve(answer);
        else target.reject(answer ?? new Error(`${step.src} failed (simulated)`));
      }
    } else {
      clock.increment(before.timers[0] ?? MINUTE);
    }
    await flush();
    expected = oracle.next(state, step, scenario, s.facts);
    reports.push({
      where: `${scenario.name}, step ${i + 1}: ${stepText(s)}`,
      expected: complete(expected, oracle.nothingShown),
      observed: withProblems(observe()),
    });
    facts = {};
  }
  actor.stop();
  return reports;
}

/** A state the oracle reaches under one scenario, with the shortest known way there. */
export interface ProbeStation<TScenario> {
  readonly scenario: TScenario;
  readonly prefix: readonly WorldStepWithFacts[];
  /** What the oracle expects the flow to have in flight there (requests that can answer). */
  readonly inFlight: readonly string[];
}

/**
 * The distinct oracle states the sequences reach under each scenario (a finished flow is left out:
 * it receives nothing), each with the shortest prefix that reaches it. Computed from the oracle
 * alone, so a state the changed machine no longer reaches is still probed.
 */
export function probeStations<TInput, TState, TScenario extends Scenario<TInput>>(
  sequences: readonly (readonly WorldStepWithFacts[])[],
  oracle: FlowOracle<TInput, TState, TScenario>,
  scenarios: readonly TScenario[] = oracle.scenarios,
): ProbeStation<TScenario>[] {
  const stations: ProbeStation<TScenario>[] = [];
  for (const scenario of scenarios) {
    const seen = new Map<string, number>();
    const visit = (e: Expected<TState>, prefix: readonly WorldStepWithFacts[]): void => {
      if (e.see.finished) return;
      const key = JSON.stringify(e.state);
      const at = seen.get(key);
      const station = { scenario, prefix, inFlight: e.see.inFlight ?? [] };
      if (at === undefined) {
        seen.set(key, stations.length);
        stations.push(station);
      } else if ((stations[at] as ProbeStation<TScenario>).prefix.length > prefix.length) stations[at] = station;
    };
    for (const sequence of sequences) {
      let e = oracle.start(scenario);
      visit(e, []);
      for (const [i, s] of sequence.entries()) {
        e = oracle.next(e.state, s.step, scenario, s.facts);
        visit(e, sequence.slice(0, i + 1));
      }
    }
  }
  return stations;
}

/** The oracle's events as world steps. */
export function knownEventSteps(events: readonly KnownEvent[]): Extract<WorldStep, { kind: 'event' }>[] {
  return events.map((e) =>
    typeof e === 'string'
      ? { kind: 'event', type: e, variant: '' }
      : { kind: 'event', type: e.type, variant: e.variant },
  );
}

/**
 * The answers a probe can give: every answer some sequence gives, and a failure of every request
 * (a network error can end any of them).
 */
export function replySteps(
  sequences: readonly (readonly WorldStepWithFacts[])[],
): Extract<WorldStep, { kind: 'reply' }>[] {
  const out = new Map<string, Extract<WorldStep, { kind: 'reply' }>>();
  for (const sequence of sequences) {
    for (const { step } of sequence) {
      if (step.kind !== 'reply') continue;
      out.set(JSON.stringify(step), step);
      const failure = { kind: 'reply', id: step.id, src: step.src, ok: false, variant: '' } as const;
      out.set(JSON.stringify(failure), failure);
    }
  }
  return [...out.values()];
}
