/**
 * The clone flow on the real pages (/ai/clone, /ai/clone/create, /ai/clone/summary; SPEC §2, §5, §8):
 * the real-name login check, the weekly allowance (creator/get_clone_quota), the form checked by the
 * page, the summary, the create call (creator/create_clone with a request id), then sharing in the
 * app (shareCloneNpc from 1.30.0, an update prompt before) or on the web, and saving the card.
 * Effects come from src/features/creator/clone-flow.ts; the pages are src/features/creator/clone-page.tsx.
 *
 * Where the flow starts (the route opened, a draft kept from before, logged in or not) is part of a
 * host here: the machine takes them as fixed input, so each host below is a device plus that setup.
 */
import { createClone, CreatorPaths } from '../../../src/api/contract/creator';
import { config } from '../../../src/platform/config';
import type { LoggedRequest } from '../../../server/control/request-log';
import { baseUrlOf, newAccount, type TestAccount } from '../../e2e/membership-invitation.helpers';
import { test } from '../../e2e/support/fixtures';
import type { FlowAdapter, ModelContext, ModelHost } from '../framework/e2e/adapter';
import { appHost, browserHost } from '../framework/e2e/hosts';
import { storeSession, storeSessionCookie } from '../../e2e/support/sign-in';

type Entry = 'intro' | 'create' | 'summary';
const URL_OF: Record<Entry, string> = { intro: '/ai/clone', create: '/ai/clone/create', summary: '/ai/clone/summary' };
const DRAFT = {
  name: 'Robin 林',
  persona: 'A calm night-shift nurse who hums old songs.',
  greeting: 'Long shift? Sit, I saved you tea.',
  imageUrls: [] as string[],
};
/** A greeting the server refuses (a blocked word, server/services/creators.ts). */
const VIOLATING_GREETING = 'Buy my scam coins';
/** A picture added to the kept draft more than a day ago: the upload was removed since (no clone named it). */
const REMOVED_PICTURE_PATH = '/weaver/media/upload/up_00000000000000000000';
const WEEKLY_LIMIT = 3;

interface CloneSetup {
  readonly loggedIn: boolean;
  readonly entry: Entry;
  /** A complete draft kept from an earlier visit (only where the entry is the summary). */
  readonly draft: boolean;
  /**
   * The browser carries the auth cookie, so the server renders the introduction with the session and
   * the week's allowance (issue 30): 'left' with clones still to make, 'used-up' after the week's three.
   */
  readonly rendered?: 'left' | 'used-up';
}

/** A host of this flow: a device, and how the flow is opened on it. */
function cloneHost(base: ModelHost, setup: CloneSetup): ModelHost & { setup: CloneSetup } {
  const canShareClone = base.kind === 'app' && (base.appVersion ?? '0') >= '1.30.0';
  return {
    ...base,
    id: `${base.id}-${setup.loggedIn ? '' : 'visitor-'}${setup.entry}${setup.rendered ? `-rendered-${setup.rendered}` : ''}`,
    qa: `${base.qa}; ${setup.loggedIn ? 'logged in with a real-name account' : 'nobody logged in'}; ${URL_OF[setup.entry]} opened${setup.draft ? ' with a complete draft kept from an earlier visit' : ''}${setup.rendered ? ', with the auth cookie: the server renders it with the session' : ''}`,
    guards: {
      isLoggedIn: setup.loggedIn,
      startsAtIntro: setup.entry === 'intro',
      startsAtSummary: setup.entry === 'summary' && setup.draft,
      canShareClone,
      inApp: base.kind === 'app',
      quotaFromRoute: setup.rendered !== undefined,
      routeQuotaUsedUp: setup.rendered === 'used-up',
    },
    setup,
  };
}

const setupOf = (host: ModelHost): CloneSetup => (host as ModelHost & { setup: CloneSetup }).setup;

interface CloneMemo {
  account: TestAccount;
  seen: Record<string, number>;
  /** The notice the created clone's card should show next (set by the step that leads to it). */
  notice: string | null;
  downloads: string[];
}
const memo = (ctx: ModelContext): CloneMemo => ctx.memo as unknown as CloneMemo;

async function ensureAccount(ctx: ModelContext): Promise<TestAccount> {
  if (!ctx.memo.account)
    Object.assign(ctx.memo, { account: await newAccount(test.info()), seen: {}, notice: null, downloads: [] });
  return memo(ctx).account;
}

async function mine(ctx: ModelContext, path: string): Promise<LoggedRequest[]> {
  const { account } = memo(ctx);
  return (await ctx.api.requests(path)).filter((r) => r.headers['x-token'] === account.authToken);
}

const TRACKED = [CreatorPaths.cloneQuota, CreatorPaths.createClone];
async function mark(ctx: ModelContext): Promise<void> {
  for (const path of TRACKED) memo(ctx).seen[path] = (await mine(ctx, path)).length;
}
async function nextRequest(ctx: ModelContext, path: string): Promise<LoggedRequest> {
  const after = memo(ctx).seen[path] ?? 0;
  await ctx.expect
    .poll(async () => (await mine(ctx, path)).length, { message: `a request to ${path}` })
    .toBeGreaterThan(after);
  return (await mine(ctx, path))[after]!;
}
const bodyOf = (r: LoggedRequest): Record<string, unknown> => JSON.parse(r.body || '{}') as Record<string, unknown>;

const fault = (ctx: ModelContext, path: string, extra: { kind: 'http_error'; phase?: 'before' | 'after' }) =>
  ctx.api.fault({ path, count: 1, token: memo(ctx).account.authToken, ...extra });

/** Makes clones through the API until the week's allowance is used up (another device of the same user). */
async function spendWeeklyAllowance(account: TestAccount): Promise<void> {
  for (let i = 0; i < WEEKLY_LIMIT; i++) {
    await account.api.call(createClone, {
      request_id: `limit-${Date.now()}-${i}`,
      name: `Clone ${i}`,
      persona: 'Calm.',
      greeting: 'Hello.',
      image_urls: [],
    });
  }
}

const navigations = (ctx: ModelContext): Promise<string[]> =>
  ctx.page.evaluate(() => (window as unknown as { __navigations?: string[] }).__navigations ?? []);

const hasStep = (ctx: ModelContext, twinEvent: string): boolean => ctx.steps.some((s) => s.twinEvent === twinEvent);

/** Removes the pictures on the form (the kept draft's removed one), as the refusal asks. */
async function removeRefusedPictures(ctx: ModelContext): Promise<void> {
  const remove = ctx.page.getByTestId('clone-images').getByRole('button', { name: 'Remove picture' });
  while ((await remove.count()) > 0) await remove.first().click();
}

export const cloneAdapter: FlowAdapter = {
  flow: 'clone',
  summary:
    'The clone pages /ai/clone, /ai/clone/create and /ai/clone/summary: login check, weekly allowance, form, summary, create, share and save the card (effects: src/features/creator/clone-flow.ts).',
  hosts: [
    cloneHost(appHost('ios', '2.30.0'), { loggedIn: true, entry: 'summary', draft: true }),
    cloneHost(appHost('android', '1.29.0'), { loggedIn: true, entry: 'summary', draft: true }),
    cloneHost(appHost('android', '2.30.0'), { loggedIn: true, entry: 'intro', draft: false }),
    cloneHost(browserHost('ios'), { loggedIn: true, entry: 'create', draft: false }),
    cloneHost(appHost('android', '2.30.0'), { loggedIn: false, entry: 'intro', draft: false }),
    cloneHost(browserHost('android'), { loggedIn: true, entry: 'summary', draft: true }),
    cloneHost(browserHost('android'), { loggedIn: true, entry: 'intro', draft: false, rendered: 'left' }),
    cloneHost(browserHost('ios'), { loggedIn: true, entry: 'intro', draft: false, rendered: 'used-up' }),
  ],
  start: {
    qa: (host, steps) => {
      const setup = setupOf(host);
      const violating = steps.some((s) => s.twinEvent === 'DONE:createClone [createdViolation]');
      const removedPicture = steps.some((s) => s.twinEvent === 'DONE:createClone [createdPicturesRefused]');
      const lines = [`Host: ${host.qa}.`];
      if (setup.loggedIn)
        lines.push(
          `Account: a fresh real-name account (phone login)${host.kind === 'app' ? ', logged in to the app' : ', its session stored in the browser'}.`,
        );
      if (setup.rendered)
        lines.push('The browser carries the account’s auth cookie (authToken), as the app’s webview does.');
      if (steps.some((s) => s.twinEvent === 'DONE:loadQuota [limitReached]') || setup.rendered === 'used-up')
        lines.push(
          `Server: the account already made ${WEEKLY_LIMIT} clones this week (creator/create_clone called ${WEEKLY_LIMIT} times for it).`,
        );
      if (setup.draft) {
        const picture = removedPicture
          ? `, a picture ${REMOVED_PICTURE_PATH} uploaded more than a day ago and removed since`
          : '';
        lines.push(
          `Draft kept in the browser's storage: name “${DRAFT.name}”, persona “${DRAFT.persona}”, greeting “${violating ? VIOLATING_GREETING : DRAFT.greeting}”${picture}.`,
        );
      }
      lines.push(`Open ${URL_OF[setup.entry]}.`);
      return lines;
    },
    async open(ctx) {
      const { page, host } = ctx;
      const setup = setupOf(host);
      const account = await ensureAccount(ctx);
      await ctx.context.addInitScript(() => {
        const w = window as unknown as { __talkieTestNavigate: (url: string) => void; __navigations: string[] };
        w.__navigations = [];
        w.__talkieTestNavigate = (url: string) => void w.__navigations.push(url);
      });
      page.on('download', (d) => memo(ctx).downloads.push(d.url()));
      if (setup.loggedIn) {
        if (hasStep(ctx, 'DONE:loadQuota [limitReached]') || setup.rendered === 'used-up')
          await spendWeeklyAllowance(account);
        await storeSession(ctx.context, account);
        if (setup.rendered) await storeSessionCookie(ctx.context, account, baseUrlOf(test.info()));
        if (host.kind === 'app') {
          await page.addInitScript(
            (u) => (window as unknown as { __talkieShell?: { setUser(u: unknown): void } }).__talkieShell?.setUser(u),
            {
              user_id: account.userId,
              auth_token: account.authToken,
              refresh_token: account.refreshToken,
              is_anonymous: false,
            },
          );
        }
        if (setup.draft) {
          const draft = {
            ...DRAFT,
            greeting: hasStep(ctx, 'DONE:createClone [createdViolation]') ? VIOLATING_GREETING : DRAFT.greeting,
            imageUrls: hasStep(ctx, 'DONE:createClone [createdPicturesRefused]')
              ? [new URL(REMOVED_PICTURE_PATH, baseUrlOf(test.info())).href]
              : DRAFT.imageUrls,
          };
          await ctx.context.addInitScript(
            ([key, value]) => {
              if (!sessionStorage.getItem('m5-draft-set')) localStorage.setItem(key, value);
              sessionStorage.setItem('m5-draft-set', '1');
            },
            [`talkie:draft:clone:${account.userId}`, JSON.stringify(draft)] as const,
          );
        }
      }
      await mark(ctx);
      await page.goto(URL_OF[setup.entry]);
      await ctx
        .expect(
          page
            .locator('[data-testid^="clone-"], [data-testid="login-required"]')
            .first()
            .or(page.getByRole('button', { name: 'Retry' })),
        )
        .toBeVisible();
    },
  },
  states: {
    'clone.loginRequired': {
      qa: 'the screen shows “Log in to create your own character clone” with “Log in” (in the app) or “Open Talkie” (in a browser)',
      async see(ctx) {
        const card = ctx.page.getByTestId('login-required');
        await ctx.expect(card).toContainText('Log in to create your own character clone');
        await ctx
          .expect(
            card
              .getByRole(ctx.host.kind === 'app' ? 'button' : 'link', {
                name: ctx.host.kind === 'app' ? 'Log in' : 'Open Talkie',
              })
              .or(card.getByText('Open Talkie')),
          )
          .toBeVisible();
      },
    },
    'clone.loadingQuota': {
      qa: 'the page asks the server for this week’s allowance (creator/get_clone_quota)',
      see: async (ctx) => void (await nextRequest(ctx, CreatorPaths.cloneQuota)),
    },
    'clone.quotaError': {
      qa: 'the screen shows “Oops, something went wrong” (the server failed) and “Retry”',
      async see(ctx) {
        await ctx.expect(ctx.page.getByText('Oops, something went wrong')).toBeVisible();
        await ctx.expect(ctx.page.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    'clone.limitReached': {
      qa: 'the screen shows “exceed create limit”; there is no way to start or create',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('clone-limit')).toHaveText('exceed create limit');
        await ctx.expect(ctx.page.getByTestId('clone-start')).toHaveCount(0);
        await ctx.expect(ctx.page.getByTestId('clone-create')).toHaveCount(0);
      },
    },
    'clone.intro': {
      qa: 'the introduction shows “Create your AI clone”, “3 characters left to create this week” and “Start”',
      async see(ctx) {
        const intro = ctx.page.getByTestId('clone-intro');
        await ctx.expect(intro).toContainText('Create your AI clone');
        await ctx.expect(intro).toContainText(`${WEEKLY_LIMIT} characters left to create this week`);
        await ctx.expect(ctx.page.getByTestId('clone-start')).toHaveText('Start');
      },
    },
    'clone.editing': {
      qa: 'the address is /ai/clone/create and the form shows Name, Persona, Greeting, pictures and “Next”',
      async see(ctx) {
        await ctx.expect(ctx.page).toHaveURL(/\/ai\/clone\/create$/);
        await ctx.expect(ctx.page.getByTestId('clone-form')).toBeVisible();
        await ctx.expect(ctx.page.getByTestId('clone-next')).toHaveText('Next');
      },
    },
    'clone.editing.idle': {
      qa: 'no error is shown on the form',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('clone-violation')).toHaveCount(0);
        await ctx.expect(ctx.page.getByTestId('name-error')).toHaveCount(0);
        await ctx.expect(ctx.page.getByTestId('clone-form').locator('[aria-invalid="true"]')).toHaveCount(0);
      },
    },
    'clone.editing.invalid': {
      qa: 'the form stays, the greeting field says “Please write a greeting”, and nothing is sent',
      async see(ctx) {
        await ctx.expect(ctx.page.getByText('Please write a greeting')).toBeVisible();
        await ctx.expect(ctx.page.getByTestId('clone-greeting')).toHaveAttribute('aria-invalid', 'true');
      },
    },
    'clone.editing.violation': {
      qa: 'the form shows “Content violates guidelines. Please re-enter.” and keeps the text typed (greeting “Buy my scam coins”)',
      async see(ctx) {
        await ctx
          .expect(ctx.page.getByTestId('clone-violation'))
          .toHaveText('Content violates guidelines. Please re-enter.');
        await ctx.expect(ctx.page.getByTestId('clone-greeting')).toHaveValue(VIOLATING_GREETING);
      },
    },
    'clone.editing.picturesRefused': {
      qa: 'the form shows “A picture is no longer available. Remove it and add it again.” and keeps the text typed (name, persona and greeting of the draft)',
      async see(ctx) {
        await ctx
          .expect(ctx.page.getByTestId('clone-pictures-refused'))
          .toHaveText('A picture is no longer available. Remove it and add it again.');
        await ctx.expect(ctx.page.getByTestId('clone-name')).toHaveValue(DRAFT.name);
        await ctx.expect(ctx.page.getByTestId('clone-greeting')).toHaveValue(DRAFT.greeting);
      },
    },
    'clone.reviewing': {
      qa: `the address is /ai/clone/summary and the summary shows the name typed (“${DRAFT.name}”) with “Edit” and “Create”`,
      async see(ctx) {
        await ctx.expect(ctx.page).toHaveURL(/\/ai\/clone\/summary$/);
        await ctx.expect(ctx.page.getByTestId('summary-name')).toHaveText(DRAFT.name);
        await ctx.expect(ctx.page.getByTestId('clone-create')).toHaveText('Create');
        await ctx.expect(ctx.page.getByTestId('clone-edit')).toBeEnabled();
      },
    },
    'clone.creating': {
      qa: 'the page sends the clone to the server (creator/create_clone) with the name typed and a request id; a retry after a lost answer sends the same request id',
      async see(ctx) {
        const r = await nextRequest(ctx, CreatorPaths.createClone);
        const all = await mine(ctx, CreatorPaths.createClone);
        const before = all.slice(0, memo(ctx).seen[CreatorPaths.createClone] ?? 0).at(-1);
        const body = bodyOf(r);
        ctx.expect(body.name).toBe(DRAFT.name);
        ctx.expect(body.request_id).toEqual(ctx.expect.any(String));
        if (before?.fault === 'http_error') ctx.expect(body.request_id).toBe(bodyOf(before).request_id);
      },
    },
    'clone.createFailed': {
      qa: 'the summary shows “Oops, something went wrong” (the server failed) and that nothing was lost, with “Edit” and “Retry”',
      async see(ctx) {
        const alert = ctx.page.getByRole('alert').filter({ hasText: 'Oops, something went wrong' });
        await ctx.expect(alert).toBeVisible();
        await ctx.expect(ctx.page.getByTestId('clone-retry')).toHaveText('Retry');
      },
    },
    'clone.created': {
      qa: `the screen says “${DRAFT.name} is ready!” with the clone's card, “Share”, “Save card” and “Chat in Talkie”`,
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('clone-created')).toBeVisible();
        await ctx.expect(ctx.page.getByTestId('clone-summary')).toContainText(`${DRAFT.name} is ready!`);
        await ctx.expect(ctx.page.getByRole('img', { name: `${DRAFT.name} is ready!` })).toBeVisible();
      },
    },
    'clone.created.idle': {
      qa: '“Share” and “Save card” can be tapped; the notice under them says how the last share or save went (“Shared”, “Sharing failed. Try again.”, “Card saved”, “The card could not be saved.”, “Link copied”), and no update prompt is open',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('clone-share')).toBeEnabled();
        await ctx.expect(ctx.page.getByTestId('clone-save-card')).toBeEnabled();
        await ctx.expect(ctx.page.getByTestId('clone-update-prompt')).toHaveCount(0);
        const notice = memo(ctx).notice;
        if (notice !== null) await ctx.expect(ctx.page.getByTestId('clone-notice')).toHaveText(notice);
        else await ctx.expect(ctx.page.getByTestId('clone-notice')).toHaveText('');
      },
    },
    'clone.created.sharing': {
      qa: 'the app is asked to share the new clone (shareCloneNpc with its npc_id)',
      async see(ctx) {
        await ctx.expect.poll(async () => (await ctx.shellCalls('shareCloneNpc')).length).toBe(1);
        const [share] = await ctx.shellCalls('shareCloneNpc');
        ctx.expect(share?.params).toMatchObject({ npc_id: ctx.expect.stringMatching(/^npc_clone_/) });
      },
    },
    'clone.created.updatePrompt': {
      qa: 'a dialog says “Update Talkie to share your clone” with “Close” and “Update”; the app is not asked to share',
      async see(ctx) {
        const dialog = ctx.page.getByRole('alertdialog');
        await ctx.expect(dialog).toContainText('Update Talkie to share your clone');
        await ctx.expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
        ctx.expect(await ctx.shellCalls('shareCloneNpc')).toHaveLength(0);
      },
    },
    'clone.created.savingCard': {
      qa: 'in the app: the app is asked to save the clone’s card to the photos (saveImageToPhotosAlbum with the card’s URL); in a browser: the card is downloaded',
      async see(ctx) {
        const card = await ctx.page.getByRole('img', { name: `${DRAFT.name} is ready!` }).getAttribute('src');
        if (ctx.host.kind === 'app') {
          await ctx.expect.poll(async () => (await ctx.shellCalls('saveImageToPhotosAlbum')).length).toBe(1);
          const [save] = await ctx.shellCalls('saveImageToPhotosAlbum');
          ctx.expect(save?.params).toEqual({ url: card });
        } else {
          await ctx.expect.poll(() => memo(ctx).downloads.length).toBe(1);
          ctx
            .expect(new URL(memo(ctx).downloads[0]!, ctx.page.url()).pathname)
            .toBe(new URL(card ?? '', ctx.page.url()).pathname);
        }
      },
    },
  },
  events: {
    LOG_IN: {
      qa: 'Tap “Log in”, then cancel the app’s login screen: the app was asked to log in (login), and the prompt stays',
      async drive(ctx) {
        await ctx.setShellReply('login', { code: 1, msg: 'user cancelled' });
        await ctx.page.getByTestId('login-button').click();
        await ctx.expect.poll(async () => (await ctx.shellCalls('login')).length).toBe(1);
      },
    },
    'DONE:loadQuota': { qa: 'The server answers the allowance' },
    'ERROR:loadQuota': {
      qa: 'The allowance call fails (control: POST /__control/faults {path: creator/get_clone_quota, kind: http_error, count: 1, token})',
      async arrange(ctx) {
        await ensureAccount(ctx);
        await fault(ctx, CreatorPaths.cloneQuota, { kind: 'http_error' });
      },
    },
    RETRY: {
      qa: 'Tap “Retry”',
      async drive(ctx) {
        await mark(ctx);
        const panel = ctx.page.getByTestId('clone-retry');
        await ((await panel.isVisible()) ? panel : ctx.page.getByRole('button', { name: 'Retry' })).click();
      },
    },
    START: {
      qa: 'Tap “Start”',
      drive: (ctx) => ctx.page.getByTestId('clone-start').click(),
    },
    'SUBMIT [draftInvalid]': {
      qa: `Type the name “${DRAFT.name}” and the persona, leave the greeting empty, and tap “Next”`,
      async drive(ctx) {
        await ctx.page.getByTestId('clone-name').fill(DRAFT.name);
        await ctx.page.getByTestId('clone-persona').fill(DRAFT.persona);
        await ctx.page.getByTestId('clone-greeting').fill('');
        await mark(ctx);
        await ctx.page.getByTestId('clone-next').click();
      },
    },
    'SUBMIT [else]': {
      qa: `Type the name “${DRAFT.name}”, the persona and the greeting, remove any picture the server refused, and tap “Next”`,
      async drive(ctx) {
        await ctx.page.getByTestId('clone-name').fill(DRAFT.name);
        await ctx.page.getByTestId('clone-persona').fill(DRAFT.persona);
        await ctx.page.getByTestId('clone-greeting').fill(DRAFT.greeting);
        await removeRefusedPictures(ctx);
        await ctx.page.getByTestId('clone-next').click();
      },
    },
    EDITED: {
      qa: `Change the greeting to “${DRAFT.greeting}” (after a refusal of the pictures: remove the picture)`,
      async drive(ctx) {
        if (await ctx.page.getByTestId('clone-pictures-refused').isVisible()) await removeRefusedPictures(ctx);
        else await ctx.page.getByTestId('clone-greeting').fill(DRAFT.greeting);
      },
    },
    EDIT: {
      qa: 'Tap “Edit”',
      drive: (ctx) => ctx.page.getByRole('button', { name: 'Edit' }).click(),
    },
    CONFIRM: {
      qa: 'Tap “Create”',
      async drive(ctx) {
        await mark(ctx);
        await ctx.page.getByTestId('clone-create').click();
      },
    },
    'DONE:createClone [else]': { qa: 'The server creates the clone' },
    'DONE:createClone [createdViolation]': {
      qa: `The server refuses the content (the kept draft's greeting is “${VIOLATING_GREETING}”)`,
    },
    'DONE:createClone [createdPicturesRefused]': {
      qa: `The server refuses the pictures (the kept draft's picture ${REMOVED_PICTURE_PATH} was removed a day after it was uploaded)`,
    },
    'DONE:createClone [createdOverLimit]': {
      qa: `Meanwhile the same account makes ${WEEKLY_LIMIT} clones elsewhere (creator/create_clone called ${WEEKLY_LIMIT} times for it), so the server refuses: weekly limit`,
      arrange: async (ctx) => spendWeeklyAllowance(memo(ctx).account),
    },
    'ERROR:createClone': {
      qa: 'The clone is made at the server but its answer is lost (control: fault on creator/create_clone, kind http_error, phase after, count 1, token)',
      arrange: (ctx) => fault(ctx, CreatorPaths.createClone, { kind: 'http_error', phase: 'after' }),
    },
    'SHARE [canShareClone]': {
      qa: 'Tap “Share”',
      drive: (ctx) => ctx.page.getByTestId('clone-share').click(),
    },
    'SHARE [inApp]': {
      qa: 'Tap “Share”',
      drive: (ctx) => ctx.page.getByTestId('clone-share').click(),
    },
    'SHARE [else]': {
      qa: 'Tap “Share” (this browser has no share sheet: the link to /ai/clone is copied)',
      async drive(ctx) {
        await ctx.context.grantPermissions(['clipboard-read', 'clipboard-write']);
        memo(ctx).notice = 'Link copied';
        await ctx.page.getByTestId('clone-share').click();
        await ctx.expect
          .poll(() => ctx.page.evaluate(() => navigator.clipboard.readText()))
          .toBe(`${new URL(ctx.page.url()).origin}/ai/clone`);
      },
    },
    'DONE:shareClone': {
      qa: 'The app shares the clone',
      arrange: async (ctx) => void (memo(ctx).notice = 'Shared'),
    },
    'ERROR:shareClone': {
      qa: 'The app fails to share (set the simulated app to answer shareCloneNpc with code 500)',
      async arrange(ctx) {
        memo(ctx).notice = 'Sharing failed. Try again.';
        await ctx.setShellReply('shareCloneNpc', { code: 500, msg: 'share failed' });
      },
    },
    UPDATE_APP: {
      qa: 'Tap “Update”: the app store opens (the market of the phone)',
      async drive(ctx) {
        await ctx.page.getByRole('alertdialog').getByRole('button', { name: 'Update' }).click();
        const market = ctx.host.platform === 'ios' ? config.appOpen.appleStoreUrl : config.appOpen.genericMarketUrl;
        await ctx.expect.poll(() => navigations(ctx)).toEqual([market]);
      },
    },
    DISMISS: {
      qa: 'Tap “Close” on the update prompt',
      drive: (ctx) => ctx.page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click(),
    },
    SAVE_CARD: {
      qa: 'Tap “Save card”',
      drive: (ctx) => ctx.page.getByTestId('clone-save-card').click(),
    },
    'DONE:saveCard': {
      qa: 'The card is saved (the app saves it to the photos; a browser downloads it)',
      arrange: async (ctx) => void (memo(ctx).notice = 'Card saved'),
    },
    // Only the app can refuse: a browser's download of the card cannot fail on the page, so the plan
    // gives this path to an app host (hostCanTake below).
    'ERROR:saveCard': {
      qa: 'The app cannot save the card (set the simulated app to answer saveImageToPhotosAlbum with code 500)',
      async arrange(ctx) {
        memo(ctx).notice = 'The card could not be saved.';
        await ctx.setShellReply('saveImageToPhotosAlbum', { code: 500, msg: 'no photo permission' });
      },
    },
  },
  hostCanTake: (host, steps) => host.kind === 'app' || !steps.some((s) => s.twinEvent === 'ERROR:saveCard'),
  notDrivable: {
    LOGGED_IN:
      'the page never sees a login happen while it shows the prompt: inside the app the login reloads the page (useAppLogin, afterLogin “reload”), which starts the flow again as the logged-in user; in a browser the prompt only offers to open the app',
  },
};
