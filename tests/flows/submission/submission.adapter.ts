/**
 * The help area's submission flow on the real page, through the feedback form (/feedback; DESIGN.md
 * "Forms, uploads and drafts", SPEC §5): typing, screenshots (the app's picker inside the app, which
 * uploads them itself; a file input in a browser), the form's own checks, ticket/submit with the
 * attempt's key, refusals, the failure with Retry, and the draft. Effects come from
 * src/features/help (submission-flow.ts, image-upload.ts, use-submission.ts, drafts.ts) and
 * src/kernel/drafts.
 *
 * Each path gets a new real-name account on the local API. Server answers are shaped with faults
 * scoped to the account's token; tickets are read back through /__control/tickets.
 */
import { HelpStatusCode } from '../../../src/api/contract/help-codes';
import { HelpPaths } from '../../../src/api/contract/help';
import { config } from '../../../src/platform/config';
import { submissionOracle } from './submission.oracle';
import type { ControlApi, FlowAdapter, ModelContext, ModelHost, ModelStep } from '../framework/e2e/adapter';
import { recordSent, sentTo } from '../framework/e2e/sent-requests';
import { appHost, browserHost } from '../framework/e2e/hosts';
import { newAccount, signedCall, type Account } from '../invitation/invitation.adapter';
import { appUserOf, storeSession } from '../../e2e/support/sign-in';
import { scaled } from '../../e2e/support/timeouts';

const URL_PATH = '/feedback';
/** The delay of an answer the path waits for, so the wait can be seen: stretched by the CI timeout scale, as a busy
 * machine may take longer than the answer to look. */
const SLOW_MS = scaled(900);
/** The delay of an answer the path ends before (it rests in the waiting state). */
const NEVER_MS = 10_000;
/** A 2×2 PNG, as the file input gets it (tests/e2e/help.helpers.ts). */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8DwnwEJMKJzAEf7Av8qG7KWAAAAAElFTkSuQmCC';

const SENT = 'Thanks! We received your feedback and will reply here.';
/**
 * What a failed send says when the server answered with an error (the faults here are HTTP 5xx); "Network Error" is for
 * no answer at all.
 */
const FAILED = 'Oops, something went wrong. Nothing you typed was lost; tap Retry to send it again.';
const TOO_LARGE = 'This image is too large.';
const UPLOAD_FAILED = 'The image could not be uploaded. Try again.';
const VIOLATION = 'Content violates guidelines. Please re-enter.';
const DESCRIPTION = 'The chat froze after the update.';
/** A word on the server's moderation list (server/README.md "Moderation"). */
const VIOLATING = 'my story mentions forbiddenword once';
const EMAIL = 'robin@example.com';
const SCENARIO = 'empty form';

const DRAFT_KEY = (userId: string): string => `talkie:draft:feedback:${userId}`;
const accountOf = (ctx: ModelContext): Account => ctx.memo.account as Account;
const inApp = (ctx: ModelContext): boolean => ctx.host.kind === 'app';
/** Images one choice adds: the app's picker fills every free slot; a browser adds the one file. */
const imagesPerChoice = (ctx: ModelContext): number => (inApp(ctx) ? 3 : 1);

/**
 * The path removes an image it did not add, so it starts with one in the form: a draft kept from an
 * earlier visit holds one.
 */
const startsWithImage = (steps: readonly ModelStep[]): boolean => {
  const firstImageStep = steps.find(
    (step) => step.twinEvent === 'REMOVE_IMAGE' || step.twinEvent.startsWith('ADD_IMAGE'),
  );
  return firstImageStep?.twinEvent === 'REMOVE_IMAGE';
};

// ---------------------------------------------------------------------------------------------
// Server answers: one fault per request, scoped to the account. An answer's driver names the outcome
// (slowed down, so the wait can be seen); the event that sends the request sets it. A request whose
// answer the path does not take is held back until the path is over.

type Fault = Parameters<ControlApi['fault']>[0];
type Answer = Omit<Fault, 'path' | 'token' | 'count'>;
const pending = (ctx: ModelContext): Record<string, Answer> => (ctx.memo.pending ??= {}) as Record<string, Answer>;

async function sendFault(ctx: ModelContext, path: string): Promise<void> {
  const fault = pending(ctx)[path] ?? { kind: 'latency' as const, latency_ms: NEVER_MS };
  delete pending(ctx)[path];
  await ctx.api.fault({ latency_ms: SLOW_MS, ...fault, path, count: 1, token: accountOf(ctx).authToken });
}

interface SentTicket {
  kind?: string;
  topic?: string;
  description?: string;
  contact_email?: string;
  images?: string[];
  idempotency_key?: string;
}
const sentTickets = (ctx: ModelContext): SentTicket[] =>
  sentTo(ctx, HelpPaths.submitTicket).map((b) => JSON.parse(b) as SentTicket);

interface StoredTicket {
  kind: string;
  fields: Record<string, string>;
  images: string[];
}
const ticketsOf = async (ctx: ModelContext): Promise<StoredTicket[]> =>
  ((await ctx.api.get(`tickets?user_id=${encodeURIComponent(accountOf(ctx).userId)}`)) as { tickets: StoredTicket[] })
    .tickets;

// ---------------------------------------------------------------------------------------------
// The screen.

const form = (ctx: ModelContext) => ctx.page.getByTestId('feedback-form');
const submitButton = (ctx: ModelContext) => ctx.page.getByTestId('submit');
const images = (ctx: ModelContext) => ctx.page.getByTestId('images').getByRole('img');
const description = (ctx: ModelContext) => ctx.page.getByLabel('Describe the problem');
const imageCount = (ctx: ModelContext): number => (ctx.memo.images as number | undefined) ?? 0;

/**
 * Fills the form as a user would before sending: a topic, a description (a violating one where the server refuses it),
 * an email.
 */
async function fillForm(ctx: ModelContext): Promise<void> {
  const text = ctx.memo.violating ? VIOLATING : DESCRIPTION;
  await ctx.page.getByLabel('Topic').selectOption('bug');
  await description(ctx).fill(text);
  await ctx.page.getByLabel('Contact email').fill(EMAIL);
  ctx.memo.description = text;
}

async function chooseImage(ctx: ModelContext): Promise<void> {
  if (inApp(ctx)) await ctx.page.getByRole('button', { name: 'Add image' }).click();
  else
    await ctx.page
      .getByTestId('image-input')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
}

const hostQa = (host: ModelHost): string =>
  host.kind === 'app'
    ? 'inside the app, “Add image” opens the app’s picker, which uploads the pictures itself (chooseAndUploadImage, to upload/image) and fills the free slots'
    : 'in a browser, “Add image” is a file input: the page resizes the picture and sends it to upload/image';

export const submissionAdapter: FlowAdapter = {
  flow: 'submission',
  summary:
    'The help forms’ submission, through the feedback form at /feedback: typing, screenshots, the form’s checks, ticket/submit, refusals, the failure with Retry and the draft (effects: src/features/help, src/kernel/drafts, the local API’s upload/image and ticket/submit).',
  hosts: [
    appHost('android', '2.30.0', {}, { scenario: SCENARIO, shell: { signingSalt: config.signingSalt } }),
    appHost('ios', '2.30.0', {}, { scenario: SCENARIO, shell: { signingSalt: config.signingSalt } }),
    browserHost('android', {}, { scenario: SCENARIO }),
    browserHost('ios', {}, { scenario: SCENARIO }),
  ],
  start: {
    qa: (host, steps) => [
      `Host: ${host.qa}; ${hostQa(host)}.`,
      host.kind === 'app'
        ? 'The app is logged in with a new real-name account (one-click login with a new phone number).'
        : 'The browser holds the session of a new real-name account (one-click login with a new phone number).',
      ...(startsWithImage(steps)
        ? [
            'A draft of the feedback form kept from an earlier visit holds one screenshot the account uploaded (upload/image).',
          ]
        : []),
      `Open ${URL_PATH}.`,
    ],
    async open(ctx) {
      const { page, host } = ctx;
      const account = await newAccount(ctx);
      ctx.memo.account = account;
      const user = appUserOf(account);
      if (host.kind === 'app') {
        await page.addInitScript(
          (u) => (window as unknown as { __talkieShell: { setUser(x: unknown): void } }).__talkieShell.setUser(u),
          user,
        );
      } else {
        await storeSession(page, account);
      }
      if (startsWithImage(ctx.steps)) {
        const upload = await signedCall<{ url: string }>(
          ctx,
          HelpPaths.uploadImage,
          { data_base64: PNG, file_name: 'earlier.png' },
          account.authToken,
        );
        const draft = JSON.stringify({ values: {}, images: [upload.url], attemptKey: null });
        await page.addInitScript(
          ([key, value]) => {
            if (!sessionStorage.getItem('draft-planted')) localStorage.setItem(key, value);
            sessionStorage.setItem('draft-planted', '1');
          },
          [DRAFT_KEY(account.userId), draft] as const,
        );
        ctx.memo.images = 1;
      }
      recordSent(ctx, [HelpPaths.uploadImage, HelpPaths.submitTicket]);
      await page.goto(URL_PATH);
    },
  },
  states: {
    'submission.editing': {
      qa: 'the feedback form is shown and can be edited; “Submit” reads “Submit”; no “Network Error” card',
      async see(ctx) {
        await ctx.expect(form(ctx)).toBeVisible();
        await ctx.expect(submitButton(ctx)).toHaveText('Submit');
        await ctx.expect(description(ctx)).toBeEditable();
        await ctx.expect(ctx.page.getByTestId('submit-failed')).toHaveCount(0);
        await ctx.expect(images(ctx)).toHaveCount(imageCount(ctx));
      },
    },
    'submission.uploading': {
      qa: 'the image slot reads “Uploading…”; the text fields can still be edited',
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('images').getByText('Uploading…')).toBeVisible();
        await ctx.expect(description(ctx)).toBeEditable();
      },
    },
    'submission.validating': {
      qa: 'the form’s own checks run on the phone: right after the tap, either the fields to fix are marked, or the button reads “Submitting…” (nothing is refused by the page)',
      async see(ctx) {
        await ctx
          .expect(
            ctx.page
              .getByTestId(/^error-/)
              .first()
              .or(submitButton(ctx).filter({ hasText: 'Submitting…' })),
          )
          .toBeVisible();
      },
    },
    'submission.submitting': {
      qa: 'the button reads “Submitting…” and the fields are read-only',
      async see(ctx) {
        await ctx.expect(submitButton(ctx)).toHaveText('Submitting…');
        await ctx.expect(description(ctx)).not.toBeEditable();
      },
    },
    'submission.failed': {
      qa: `the card “${FAILED}” with “Retry” is shown; every field and image is kept`,
      async see(ctx) {
        const card = ctx.page.getByTestId('submit-failed');
        await ctx.expect(card).toContainText(FAILED);
        await ctx.expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
        await ctx.expect(description(ctx)).toHaveValue(ctx.memo.description as string);
        await ctx.expect(images(ctx)).toHaveCount(imageCount(ctx));
      },
    },
    'submission.submitted': {
      qa: `the screen shows “${SENT}” instead of the form`,
      async see(ctx) {
        await ctx.expect(ctx.page.getByTestId('submitted')).toHaveText(new RegExp(`^${SENT.replace(/[.!]/g, '\\$&')}`));
        await ctx.expect(form(ctx)).toHaveCount(0);
      },
    },
  },
  events: {
    EDIT: {
      qa: `Type “${DESCRIPTION}” in “Describe the problem” (where it already says so, add “ again”)`,
      async drive(ctx) {
        // Typing the text the field already holds changes nothing, so the page would see no edit.
        const text = (await description(ctx).inputValue()) === DESCRIPTION ? `${DESCRIPTION} again` : DESCRIPTION;
        await description(ctx).fill(text);
        ctx.memo.description = text;
        await ctx.expect(description(ctx)).toHaveValue(text);
      },
    },
    'ADD_IMAGE [imagesFull]': { qa: 'Choose an image while three are in the form' },
    ADD_IMAGE: {
      qa: 'Tap “Add image” and choose a picture (inside the app: in the app’s picker; in a browser: a PNG file)',
      async drive(ctx) {
        await sendFault(ctx, HelpPaths.uploadImage);
        await chooseImage(ctx);
      },
    },
    'DONE:uploadImage [uploadRefused]': {
      qa: `The upload is refused: upload/image answers UploadTooLarge (control: fault base_resp ${HelpStatusCode.UploadTooLarge}, once, for this account); inside the app, the user closes the app’s picker without choosing`,
      async arrange(ctx) {
        if (inApp(ctx))
          await ctx.setShellReply('chooseAndUploadImage', { code: 1, msg: 'user cancelled', delayMs: SLOW_MS });
        else
          pending(ctx)[HelpPaths.uploadImage] = {
            kind: 'base_resp',
            status_code: HelpStatusCode.UploadTooLarge,
            status_msg: 'too large',
          };
      },
      async drive(ctx) {
        await ctx.expect(ctx.page.getByTestId('images').getByText('Uploading…')).toHaveCount(0);
        if (!inApp(ctx)) await ctx.expect(ctx.page.getByTestId('image-error')).toHaveText(TOO_LARGE);
        else await ctx.expect(ctx.page.getByTestId('image-error')).toHaveCount(0);
      },
    },
    'DONE:uploadImage': {
      qa: 'The upload succeeds: the picture shows in the form (inside the app, the picker fills the three slots)',
      arrange: async (ctx) => void (pending(ctx)[HelpPaths.uploadImage] = { kind: 'latency' }),
      async drive(ctx) {
        ctx.memo.images = imageCount(ctx) + imagesPerChoice(ctx);
        await ctx.expect(images(ctx)).toHaveCount(imageCount(ctx));
      },
    },
    'ERROR:uploadImage': {
      qa: `upload/image fails (control: fault http_error 500 on it, once, for this account); expect “${UPLOAD_FAILED}”`,
      arrange: async (ctx) => void (pending(ctx)[HelpPaths.uploadImage] = { kind: 'http_error', http_status: 500 }),
      drive: async (ctx) => void (await ctx.expect(ctx.page.getByTestId('image-error')).toHaveText(UPLOAD_FAILED)),
    },
    REMOVE_IMAGE: {
      qa: 'Tap “×” on the screenshot (“Remove image 1”)',
      async drive(ctx) {
        await ctx.page.getByRole('button', { name: 'Remove image 1' }).click();
        ctx.memo.images = imageCount(ctx) - 1;
      },
    },
    SUBMIT: {
      qa: `Choose the topic “Bug”, type “${DESCRIPTION}” in “Describe the problem” (where the server refuses it: “${VIOLATING}”) and “${EMAIL}” in “Contact email”, then tap “Submit” — or, where the form's checks refuse it, tap “Submit” on the empty form`,
      async drive(ctx) {
        if (!ctx.memo.leaveEmpty) await fillForm(ctx);
        await sendFault(ctx, HelpPaths.submitTicket);
        await submitButton(ctx).click();
      },
    },
    'DONE:validateForm [hasErrors]': {
      qa: 'The form’s checks refuse the empty form: “Please choose one” under “Topic” and “This field is required” under “Describe the problem”',
      arrange: async (ctx) => void (ctx.memo.leaveEmpty = true),
      async drive(ctx) {
        await ctx.expect(ctx.page.getByTestId('error-topic')).toHaveText('Please choose one');
        await ctx.expect(ctx.page.getByTestId('error-description')).toHaveText('This field is required');
      },
    },
    'DONE:validateForm': { qa: 'The form’s checks pass; the ticket is sent' },
    'DONE:submitTicket [submitRefused]': {
      qa: `The server refuses the description (its moderation list); expect “${VIOLATION}” under “Describe the problem”, the text kept`,
      async arrange(ctx) {
        ctx.memo.violating = true;
        pending(ctx)[HelpPaths.submitTicket] = { kind: 'latency' };
      },
      async drive(ctx) {
        await ctx.expect(ctx.page.getByTestId('error-description')).toHaveText(VIOLATION);
        await ctx.expect(description(ctx)).toHaveValue(VIOLATING);
      },
    },
    'DONE:submitTicket': {
      qa: 'The server stores the ticket',
      arrange: async (ctx) => void (pending(ctx)[HelpPaths.submitTicket] = { kind: 'latency' }),
      drive: async (ctx) => void (await ctx.expect(ctx.page.getByTestId('submitted')).toBeVisible()),
    },
    'ERROR:submitTicket': {
      qa: 'ticket/submit fails with a server error (control: fault http_error 502 on it, once, for this account)',
      arrange: async (ctx) => void (pending(ctx)[HelpPaths.submitTicket] = { kind: 'http_error', http_status: 502 }),
      drive: async (ctx) => void (await ctx.expect(ctx.page.getByTestId('submit-failed')).toBeVisible()),
    },
    RETRY: {
      qa: 'Tap “Retry”',
      async drive(ctx) {
        // The retried request meets the answer the path plans next (or is held, when the path ends while it is sent).
        await sendFault(ctx, HelpPaths.submitTicket);
        await ctx.page.getByTestId('submit-failed').getByRole('button', { name: 'Retry' }).click();
      },
    },
  },
  notDrivable: {
    'ADD_IMAGE [imagesFull]':
      'with three images in the form the page shows no “Add image” (nor its file input), and the app’s picker is asked for the free slots only: no image can be chosen then',
    'ERROR:validateForm':
      'the form’s checks are the contract’s rules run in the page (src/api/contract/ticket-form.ts), with no request and no input that makes them throw',
  },
  oracle: submissionOracle,
  effects: {
    'request:uploadImage': {
      qa: () =>
        'the picture is uploaded: inside the app, the app’s picker is asked for the free slots (chooseAndUploadImage, album and camera, compressed); in a browser, the page sends it to upload/image',
      async see(ctx) {
        if (inApp(ctx)) {
          await ctx.expect
            .poll(async () => (await ctx.shellCalls('chooseAndUploadImage')).at(-1)?.params)
            .toMatchObject({ count: 3 - imageCount(ctx), sources: ['album', 'camera'], compressed: true });
        } else {
          await ctx.expect.poll(() => sentTo(ctx, HelpPaths.uploadImage).length).toBeGreaterThan(0);
        }
      },
    },
    'request:submitTicket': {
      qa: () =>
        `the page sends ticket/submit with the topic “bug”, the typed description, “${EMAIL}”, the images and an idempotency key`,
      async see(ctx) {
        await ctx.expect
          .poll(() => {
            const t = sentTickets(ctx).at(-1);
            return (
              t && {
                kind: t.kind,
                topic: t.topic,
                description: t.description,
                contact_email: t.contact_email,
                images: t.images?.length,
                key: /^[0-9a-f]{16,}$/i.test(t.idempotency_key ?? ''),
              }
            );
          })
          .toEqual({
            kind: 'feedback',
            topic: 'bug',
            description: ctx.memo.description as string,
            contact_email: EMAIL,
            images: imageCount(ctx),
            key: true,
          });
      },
    },
    clearDraft: {
      qa: () =>
        'the draft is gone: the stored ticket holds what was typed, and the form’s draft is no longer kept on the phone',
      async see(ctx) {
        const account = accountOf(ctx);
        await ctx.expect
          .poll(async () =>
            (await ticketsOf(ctx)).map((t) => [
              t.kind,
              t.fields.topic,
              t.fields.description,
              t.fields.contact_email,
              t.images.length,
            ]),
          )
          .toEqual([['feedback', 'bug', ctx.memo.description, EMAIL, imageCount(ctx)]]);
        await ctx.expect
          .poll(() => ctx.page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY(account.userId)))
          .toBeNull();
      },
    },
  },
};
