/**
 * What a flow's generated end-to-end paths need to drive the real pages: an adapter per flow that
 * maps each state of the machine to what a person (or the outside world) can observe on the page,
 * and each event to its real cause (a tap, the simulated shell's answer, a fault set through the
 * local API's control routes, the page hidden, Playwright's clock).
 *
 * An adapter never reads the machine's state. Its `qa` words are also the QA checklist's words
 * (`npm run flows` writes docs/flows/qa/<flow>.md from them), so the checklist and the automated
 * test cannot drift apart.
 *
 * This module has no runtime imports: the checklist writer loads adapters outside Playwright.
 */
import type { APIRequestContext, BrowserContext, Page, expect as playwrightExpect } from '@playwright/test';
import type { FlowName } from '../../flows';
import type { FlowOracle, Scenario, WorldEffect } from '../twin/oracle';
import type { LoggedRequest } from '../../../../server/control/request-log';
import type { SimulatedShellOptions } from '../../../../src/services/bridge/simulated-shell';

/** Where the page runs. `guards` are the values this host gives the flow's input-decided guards. */
export interface ModelHost {
  /** Short id for test names, e.g. `app-android-2.30.0`. */
  readonly id: string;
  /** The checklist's setup line, e.g. "Talkie app 2.30.0 on an Android phone". */
  readonly qa: string;
  readonly kind: 'app' | 'browser' | 'wechat' | 'qq';
  readonly platform: 'ios' | 'android';
  /** Inside the Talkie app: its version (the webview's user agent ends with ` Talkie/<version>`). */
  readonly appVersion?: string;
  /** A user agent of its own (a Huawei or Xiaomi phone, a desktop), instead of the one `kind` and `platform` give. */
  readonly userAgent?: string;
  /** Values of the flow's fixed guards (the flow's `paths.fixedGuards`) under this host. */
  readonly guards: Readonly<Record<string, boolean>>;
  /** The oracle scenario (tests/flows/<flow>/<flow>.oracle.ts) whose input this host gives the flow. */
  readonly scenario?: string;
  /** Simulated-shell options beyond platform and version (app hosts only). */
  readonly shell?: Omit<SimulatedShellOptions, 'platform' | 'appVersion'>;
}

/** Calls to the local API's control routes (test mode). */
export interface ControlApi {
  /** POST /__control/<path> with a JSON body; throws unless the answer is 2xx. */
  post(path: string, body?: unknown): Promise<unknown>;
  get(path: string): Promise<unknown>;
  /** A fault on an API path (see server/control/faults.ts); scope it with `token` to the test's account. */
  fault(fault: {
    path: string;
    kind: 'latency' | 'http_error' | 'base_resp' | 'drop' | 'malformed';
    count?: number;
    status_code?: number;
    status_msg?: string;
    latency_ms?: number;
    http_status?: number;
    token?: string;
    phase?: 'before' | 'after';
  }): Promise<void>;
  /** Requests the server received on `path` since the path started (oldest first), as logged. */
  requests(path: string): Promise<readonly LoggedRequest[]>;
}

/** What a driver or an observer works with. One per path: a fresh browser context. */
export interface ModelContext {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly host: ModelHost;
  readonly api: ControlApi;
  readonly request: APIRequestContext;
  readonly expect: typeof playwrightExpect;
  /** Bridge calls the simulated shell recorded, by method (app hosts; empty elsewhere). */
  shellCalls(method: string): Promise<readonly { readonly method: string; readonly params?: unknown }[]>;
  /** Changes the simulated shell's answer to a method from now on (`window.__talkieShell.setReply`). */
  setShellReply(
    method: string,
    reply: { code?: number; data?: unknown; msg?: string; delayMs?: number; never?: boolean },
  ): Promise<void>;
  /** The whole path being driven, so the page can be opened the way the path needs (e.g. with a page before it). */
  readonly steps: readonly ModelStep[];
  /** Scratch space an adapter fills during setup (an account, a token, a url). */
  readonly memo: Record<string, unknown>;
}

/** A transition of the path as the adapter sees it: the twin event and the guard the path plans. */
export interface ModelStep {
  /** E.g. `BACK_PRESSED`, `DONE:exitWebView`, `AFTER:backToNativeCheck`, `SUBMIT [codeEmpty]`. */
  readonly twinEvent: string;
  /** Product transition id: `<source state id> <twin event>`. */
  readonly transitionId: string;
  readonly kind: 'event' | 'done' | 'error' | 'after' | 'always';
  /** The guard this step plans true, if any. */
  readonly trueGuard: string | null;
  readonly falseGuards: readonly string[];
}

export interface EventDriver {
  /** The checklist's action, e.g. "Tap “Back” in the page header". */
  readonly qa: string;
  /**
   * Sets the world up before the step that leads to this one is taken (for an answer: the fault or
   * the shell reply that makes it fail; for a timer-led step: nothing). Called before the page opens
   * for answers to requests the page makes as it loads.
   */
  arrange?(ctx: ModelContext, step: ModelStep): Promise<void>;
  /** Causes the event. Absent for answers and eventless steps, which happen by themselves. */
  drive?(ctx: ModelContext, step: ModelStep): Promise<void>;
}

export interface StateObserver {
  /** The checklist's expectation, e.g. "the screen shows “Tap the app's close button…”". */
  readonly qa: string;
  /** Waits until the page shows it (Playwright's retrying assertions), or fails. */
  see(ctx: ModelContext): Promise<void>;
}

/** How an effect the oracle expects (a call, a request, an emitted event) shows outside the page. */
export interface EffectObserver {
  readonly qa: (effect: WorldEffect) => string;
  see(ctx: ModelContext, effect: WorldEffect): Promise<void>;
}

/** The key of an effect in `FlowAdapter.effects`: the call's name, `request:<actor source>` or `emit:<event type>`. */
export const effectKey = (effect: WorldEffect): string =>
  'call' in effect ? effect.call : 'request' in effect ? `request:${effect.request}` : `emit:${effect.emit.type}`;

export interface FlowAdapter {
  readonly flow: FlowName;
  /** One line on which page the flow lives and where its effects come from (for the checklist). */
  readonly summary: string;
  /** Every host where the flow exists. Each must give a value to every fixed guard of the flow. */
  readonly hosts: readonly ModelHost[];
  /** The seed account and server state the checklist names, and opening the page. */
  readonly start: {
    readonly qa: (host: ModelHost, steps: readonly ModelStep[]) => readonly string[];
    /** Opens the page (the context, shell and clock are ready); `arranged` is already done. */
    open(ctx: ModelContext): Promise<void>;
    /**
     * The eventless steps the flow takes as it starts (a `start` state choosing where to begin) lead to
     * a state the page opens through without resting: `open` returns once its first answer is in, so
     * they rest only where the start itself would (before an event).
     */
    readonly passesThroughStart?: boolean;
  };
  /**
   * Observers by state id (e.g. `backToNative.goingBack`), for every state a driven path rests in.
   * A compound state's observer is checked too when it is active.
   */
  readonly states: Readonly<Record<string, StateObserver>>;
  /** Drivers by twin event (`SUBMIT [codeEmpty]`), falling back to the event without its guard (`SUBMIT`). */
  readonly events: Readonly<Record<string, EventDriver>>;
  /**
   * Whole paths the real page cannot take although each of their steps can happen, e.g. "after a
   * spin the event is never 'not started'". Such a path is not run, and each drivable transition it
   * alone covered gets the shortest other generated path that the page can take.
   */
  readonly impossible?: readonly { readonly reason: string; test(steps: readonly ModelStep[]): boolean }[];
  /**
   * Whether a host can take a path whose steps its guards allow, where the page on that host cannot
   * cause a step (e.g. only the app can refuse to save a picture). Default: every fitting host can.
   */
  readonly hostCanTake?: (host: ModelHost, steps: readonly ModelStep[]) => boolean;
  /** Transitions (by id or by twin event) that cannot be driven from outside the page, with the reason. */
  readonly notDrivable?: Readonly<Record<string, string>>;
  /**
   * The flow's oracle (the table that checks the machine in tests/machines): after every step the
   * effects it expects under the host's scenario are checked through `effects`. An effect without an
   * observer is listed in the checklist as not visible from outside.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- oracles differ in input and state types
  readonly oracle?: FlowOracle<any, any, Scenario<any>>;
  readonly effects?: Readonly<Record<string, EffectObserver>>;
  /**
   * Paths that move the local API's clock (for everyone using it): they run in the `server-clock`
   * project, alone and after the others (`tests/e2e/flows/<flow>-clock.spec.ts`, `describeFlowPaths(adapter, {
   * serverClock: true })`).
   */
  movesServerClock?(steps: readonly ModelStep[]): boolean;
  /** Puts shared state back after a path (e.g. the server's clock), pass or fail. */
  finish?(ctx: ModelContext): Promise<void>;
  /** Playwright's clock is installed at the page's start (for flows with timers); default true. */
  readonly installClock?: boolean;
}
