import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, raise, setup } from 'xstate';
import { compareTwin } from './compare-twin';
import { deriveTestModel, UnsupportedMachineError } from './derive-test-model';
import { generatePaths, pathFromEvents } from './paths';
import { PathExecutionError, runPath } from './run-path';

/** A small machine with every supported feature: events, guards, invoke, after, always. */
const sample = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'GO'; fast: boolean } | { type: 'RESET' } },
  actors: { load: fromPromise<string, void>(async () => 'ok') },
  guards: { isFast: (_, params: { fast: boolean }) => params.fast, tooMany: ({ context }) => context.tries > 2 },
  delays: { wait: 1000 },
}).createMachine({
  id: 'sample',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: {
      meta: { description: 'idle' },
      on: {
        GO: [
          { guard: { type: 'isFast', params: ({ event }) => ({ fast: event.fast }) }, target: 'loading' },
          { target: 'waiting' },
        ],
      },
    },
    waiting: { meta: { description: 'waiting' }, after: { wait: 'loading' } },
    loading: {
      meta: { description: 'loading' },
      invoke: { id: 'load', src: 'load', onDone: 'deciding', onError: 'idle' },
    },
    deciding: { meta: { description: 'deciding' }, always: [{ guard: 'tooMany', target: 'done' }, { target: 'idle' }] },
    done: { type: 'final', meta: { description: 'done' } },
  },
});

describe('deriveTestModel', () => {
  const model = deriveTestModel('sample', sample);

  it('turns timers, actor completion, eventless and guarded transitions into explicit twin events', () => {
    expect(model.transitions.map((t) => t.id)).toEqual([
      'sample.idle GO [isFast]',
      'sample.idle GO [else]',
      'sample.waiting AFTER:wait',
      'sample.loading DONE:load',
      'sample.loading ERROR:load',
      'sample.deciding ALWAYS [tooMany]',
      'sample.deciding ALWAYS [else]',
    ]);
    expect(model.transitionById('sample.waiting AFTER:wait').delay).toEqual({ ref: 'wait', ms: 1000 });
    expect(model.transitionById('sample.idle GO [else]').earlierGuards.map((g) => g.name)).toEqual(['isFast']);
  });

  it('builds a twin with the same states and transitions and nothing xstate/graph refuses', () => {
    expect(compareTwin(model)).toEqual([]);
    expect(model.twin.root.states.loading?.invoke).toEqual([]);
    expect(model.twin.root.states.waiting?.after).toEqual([]);
  });

  it('offers only the eventless variants while a decision state is active', () => {
    const path = pathFromEvents(model, ['GO [isFast]', 'DONE:load']);
    const last = path.steps.at(-1)?.state;
    expect(last && model.offers(last).map((o) => o.twinEvent)).toEqual(['ALWAYS [tooMany]', 'ALWAYS [else]']);
  });

  it('covers every transition with generated paths', () => {
    const paths = generatePaths(model);
    expect(paths.unreachable).toEqual([]);
    const taken = new Set(paths.plan.flatMap((p) => p.steps.map((s) => s.offer.transition.id)));
    expect(taken.size).toBe(model.transitions.length);
  });

  it('refuses shapes it cannot translate soundly, and says why', () => {
    const bad = createMachine({
      id: 'bad',
      type: 'parallel',
      states: {
        a: {
          initial: 'x',
          states: {
            x: { on: { PING: { guard: () => true, target: 'y' } }, after: { 100: 'y', 200: 'y' } },
            y: { invoke: { src: 'svc' } },
          },
        },
        b: { initial: 'x', states: { x: { on: { PING: 'y' }, always: { guard: () => false, target: 'y' } }, y: {} } },
      },
    });
    let error: unknown;
    try {
      deriveTestModel('bad', bad);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(UnsupportedMachineError);
    const problems = (error as UnsupportedMachineError).problems.join('\n');
    expect(problems).toContain('guards must be named');
    expect(problems).toContain('more than one');
    expect(problems).toContain('explicit id');
    expect(problems).toContain('last eventless candidate must be unguarded');
    expect(problems).toContain("event 'PING' is handled in regions 'a' and 'b'");
  });
});

describe('runPath', () => {
  const model = deriveTestModel('sample', sample);

  it('drives the real machine: events, the simulated clock and fake actors', async () => {
    const path = pathFromEvents(model, ['GO [else]', 'AFTER:wait', 'DONE:load', 'ALWAYS [else]']);
    const run = await runPath(model, path, {
      events: { GO: ({ plan }) => ({ type: 'GO', fast: plan.wants('isFast') === true }) },
      symbolicGuards: ['tooMany'],
    });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.clock.now()).toBe(1000);
    expect(run.taken).toEqual([
      'sample.idle GO [else]',
      'sample.waiting AFTER:wait',
      'sample.loading DONE:load',
      'sample.deciding ALWAYS [else]',
    ]);
  });

  it('fails when a real guard contradicts the path (wrong test data)', async () => {
    const path = pathFromEvents(model, ['GO [isFast]']);
    await expect(runPath(model, path, { events: { GO: () => ({ type: 'GO', fast: false }) } })).rejects.toThrow(
      /guard 'isFast' is planned true but really evaluates to false/,
    );
  });

  it('fails when the machine does something the model does not know (a raised event)', async () => {
    const sneaky = setup({}).createMachine({
      id: 'sneaky',
      initial: 'a',
      states: {
        a: { meta: { description: 'a' }, on: { NEXT: 'b' } },
        b: { meta: { description: 'b' }, entry: raise({ type: 'NEXT' }), on: { NEXT: 'c' } },
        c: { meta: { description: 'c' } },
      },
    });
    const sneakyModel = deriveTestModel('sneaky', sneaky);
    await expect(runPath(sneakyModel, pathFromEvents(sneakyModel, ['NEXT']), {})).rejects.toBeInstanceOf(
      PathExecutionError,
    );
  });

  it('fails when a state assertion fails', async () => {
    const path = pathFromEvents(model, ['GO [else]']);
    const table = {
      events: { GO: () => ({ type: 'GO' as const, fast: false }) },
      states: {
        'sample.waiting': () => {
          throw new Error('waiting must not be reached');
        },
      },
    };
    await expect(runPath(model, path, table)).rejects.toThrow(/waiting must not be reached/);
  });

  it('stays bounded on wide parallel machines: falls back to one shortest path per state', () => {
    const region = (n: string) => ({
      initial: 'a',
      states: {
        a: { meta: { description: 'a' }, on: { [`${n}_NEXT`]: 'b' } },
        b: { meta: { description: 'b' }, on: { [`${n}_NEXT`]: 'c' } },
        c: { meta: { description: 'c' }, on: { [`${n}_BACK`]: 'a' } },
      },
      meta: { description: n },
    });
    const wide = createMachine({
      id: 'wide',
      type: 'parallel',
      states: { r1: region('R1'), r2: region('R2'), r3: region('R3'), r4: region('R4'), r5: region('R5') },
    });
    const wideModel = deriveTestModel('wide', wide);
    const paths = generatePaths(wideModel, { maxStates: 50, maxSimplePaths: 10 });
    expect(paths.shortestPer).toBe('state');
    expect(paths.unreachable).toEqual([]);
    expect(paths.plan.length).toBeLessThanOrEqual(wideModel.transitions.length);
  });

  it('reports transitions that no feasible path can take', () => {
    const fixed = generatePaths(model, {
      fixedGuards: ['isFast'],
      possibleInputs: (plan) => plan.wants('isFast') !== true,
    });
    expect(fixed.unreachable).toEqual(['sample.idle GO [isFast]']);
  });
});
