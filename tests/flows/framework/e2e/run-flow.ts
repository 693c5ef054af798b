/**
 * Registers a flow's generated end-to-end paths as Playwright tests: each path of the transition
 * cover opens the real page in its host (a fresh context with the simulated shell when the host is
 * the app, Playwright's clock installed), takes the path's steps through the adapter's drivers and,
 * after each one, waits for what the adapter says the resulting states and the oracle's effects look
 * like. Paths that cannot be driven are registered as skipped tests with the reason. Each test
 * records the states and transitions it reached for the coverage report (./coverage-reporter.ts).
 */
import type { WorldEffect } from '../twin/oracle';
import { installSimulatedShell } from '../../../../src/services/bridge/simulated-shell';
import { expect, newDeviceContext, test } from '../../../e2e/support/fixtures';
import { effectKey, type ControlApi, type FlowAdapter, type ModelContext } from './adapter';
import { COVERAGE_ANNOTATION, PATH_ANNOTATION, type PathCoverage } from './coverage';
import { userAgentOf } from './user-agent-of';
import { planFlow, type PlannedPath } from './plan';

function controlApi(request: ModelContext['request'], since: () => number): ControlApi {
  const check = async (answer: Awaited<ReturnType<ModelContext['request']['get']>>, what: string): Promise<unknown> => {
    if (!answer.ok()) throw new Error(`${what}: HTTP ${answer.status()} ${await answer.text()}`);
    return answer.json();
  };
  return {
    post: async (path, body) =>
      check(await request.post(`/__control/${path}`, { data: body ?? {} }), `POST /__control/${path}`),
    get: async (path) => check(await request.get(`/__control/${path}`), `GET /__control/${path}`),
    fault: async (fault) =>
      void (await check(await request.post('/__control/faults', { data: fault }), `fault on ${fault.path}`)),
    requests: async (path) => {
      const answer = (await check(
        await request.get(`/__control/requests?path=${encodeURIComponent(path)}&since=${since()}`),
        `requests of ${path}`,
      )) as { requests: never[] };
      return answer.requests;
    },
  };
}

/** The sequence number of the newest logged request, so a path reads only the requests made after it started. */
async function requestLogMark(request: ModelContext['request']): Promise<number> {
  const answer = await request.get('/__control/requests');
  const { requests } = (await answer.json()) as { requests: { seq: number }[] };
  return requests.at(-1)?.seq ?? 0;
}

async function seeEffects(adapter: FlowAdapter, ctx: ModelContext, effects: readonly WorldEffect[]): Promise<void> {
  for (const effect of effects) {
    const observer = adapter.effects?.[effectKey(effect)];
    if (observer) await test.step(`see: ${observer.qa(effect)}`, () => observer.see(ctx, effect));
  }
}

async function seeStates(
  adapter: FlowAdapter,
  ctx: ModelContext,
  states: readonly string[],
  leaves: readonly string[],
  reached: Set<string>,
): Promise<void> {
  const missing = leaves.filter((id) => !adapter.states[id]);
  if (missing.length) throw new Error(`${adapter.flow}: the adapter has no observer for ${missing.join(', ')}`);
  for (const id of states) {
    const observer = adapter.states[id];
    if (!observer) continue;
    await test.step(`see ${id}: ${observer.qa}`, () => observer.see(ctx));
  }
  states.forEach((s) => reached.add(s));
}

async function drivePath(
  adapter: FlowAdapter,
  path: PlannedPath,
  ctx: ModelContext,
  coverage: { states: Set<string>; transitions: Set<string> },
): Promise<void> {
  const steps = path.steps;
  // Answers and eventless steps happen by themselves: their world (a fault, a shell reply) is set up
  // before the step that leads to them.
  const arrangeFollowing = async (from: number): Promise<void> => {
    for (let j = from; j < steps.length; j++) {
      const s = steps[j]!;
      if (j > from && (s.step.kind === 'event' || s.step.kind === 'after')) break;
      if (s.driver?.arrange) await s.driver.arrange(ctx, s.step);
    }
  };
  // Leading answers (requests the page makes as it opens).
  if (steps[0] && steps[0].step.kind !== 'event' && steps[0].step.kind !== 'after') await arrangeFollowing(0);
  await test.step('open the page', () => adapter.start.open(ctx));
  const restAtStart = !steps[0] || steps[0].step.kind === 'event' || steps[0].step.kind === 'after';
  if (restAtStart) {
    await seeStates(adapter, ctx, path.startStates, path.startLeaves, coverage.states);
    await seeEffects(adapter, ctx, path.startEffects);
  }
  // States the page passes through without resting (eventless steps follow) count as reached once
  // the rest after them has been seen.
  let passedThrough: string[] = restAtStart ? [] : [...path.startStates];
  // The flow's start effects, when the page does not rest at its start, show at its first rest.
  let startEffects = restAtStart ? [] : path.startEffects;
  for (const [k, s] of steps.entries()) {
    if (s.step.kind === 'event' || s.step.kind === 'after') await arrangeFollowing(k);
    if (s.driver?.drive) await test.step(`do ${s.step.twinEvent}: ${s.driver.qa}`, () => s.driver!.drive!(ctx, s.step));
    coverage.transitions.add(s.step.transitionId);
    // A flow whose page opens through its start (adapter.start.passesThroughStart): its leading eventless
    // steps rest only where the start itself would, before an event, not before an answer.
    const next = steps[k + 1]?.step.kind;
    const leading =
      adapter.start.passesThroughStart === true && steps.slice(0, k + 1).every((x) => x.step.kind === 'always');
    const atRest = next !== 'always' && !(leading && next !== undefined && next !== 'event' && next !== 'after');
    if (!atRest) {
      passedThrough.push(...s.states);
      continue;
    }
    await seeStates(adapter, ctx, s.states, s.leaves, coverage.states);
    await seeEffects(adapter, ctx, [...startEffects, ...s.effects]);
    startEffects = [];
    passedThrough.forEach((id) => coverage.states.add(id));
    passedThrough = [];
  }
}

/**
 * Registers the flow's generated paths. Call once per spec file; a flow whose adapter moves the
 * server's clock also has a `tests/e2e/flows/<flow>-clock.spec.ts` that registers those paths with `{ serverClock: true
 * }`.
 */
export function describeFlowPaths(adapter: FlowAdapter, options: { readonly serverClock?: boolean } = {}): void {
  const plan = planFlow(adapter);
  const total = plan.paths.length;
  const serverClock = options.serverClock ?? false;
  const here = (path: PlannedPath): boolean =>
    (!path.skipped && (adapter.movesServerClock?.(path.steps.map((s) => s.step)) ?? false)) === serverClock;
  test.describe(`${adapter.flow}: generated paths on the real pages${serverClock ? ' (moving the server clock)' : ''}`, () => {
    // A host the flow exists in but no path runs in would be a host nobody tests.
    if (!serverClock)
      test(`${adapter.flow}: every host the flow exists in takes at least one path`, () => {
        expect(plan.idleHosts, `hosts of ${adapter.flow} without a path`).toEqual([]);
      });
    for (const path of plan.paths.filter(here)) {
      const annotation = [
        { type: PATH_ANNOTATION, description: JSON.stringify({ flow: adapter.flow, number: path.number, total }) },
      ];
      const title = `${adapter.flow} ${path.number}/${total}${path.host ? ` [${path.host.id}]` : ''}: ${path.title}`;
      if (path.skipped) {
        const reason = path.skipped;
        test(title, { annotation: [...annotation, { type: 'not drivable', description: reason }] }, () => {
          test.skip(true, `not drivable from outside the page: ${reason}`);
        });
        continue;
      }
      const host = path.host!;
      test(title, { annotation }, async ({ browser, request }, testInfo) => {
        let ctx: ModelContext | null = null;
        const context = await newDeviceContext(browser, testInfo.project.use, { userAgent: userAgentOf(host) });
        try {
          const page = await context.newPage();
          if (host.kind === 'app')
            await page.addInitScript(installSimulatedShell, {
              platform: host.platform,
              appVersion: host.appVersion,
              ...host.shell,
            });
          if (adapter.installClock !== false) await page.clock.install();
          const mark = await requestLogMark(request);
          ctx = {
            page,
            context,
            host,
            request,
            expect,
            api: controlApi(request, () => mark),
            memo: {},
            steps: path.steps.map((s) => s.step),
            shellCalls: async (method) =>
              page.evaluate(
                (m) =>
                  (
                    (window as unknown as { __talkieShellCalls?: { method: string; params?: unknown }[] })
                      .__talkieShellCalls ?? []
                  ).filter((c) => c.method === m),
                method,
              ),
            setShellReply: async (method, reply) =>
              page.evaluate(
                ([m, r]) =>
                  (
                    window as unknown as { __talkieShell: { setReply(m: string, r: unknown): void } }
                  ).__talkieShell.setReply(m, r),
                [method, reply] as const,
              ),
          };
          const coverage = { states: new Set<string>(), transitions: new Set<string>() };
          await drivePath(adapter, path, ctx as ModelContext, coverage);
          const record: PathCoverage = {
            flow: adapter.flow,
            host: host.id,
            states: [...coverage.states],
            transitions: [...coverage.transitions],
            drivableStates: plan.drivableStates,
            drivableTransitions: plan.drivableTransitions,
          };
          testInfo.annotations.push({ type: COVERAGE_ANNOTATION, description: JSON.stringify(record) });
        } finally {
          await context.close();
        }
      });
    }
  });
}
