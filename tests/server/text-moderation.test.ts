/**
 * Every free text the API accepts goes through the one moderation normalisation: each trick of the
 * security review in tickets, support messages, the topic, creator benefits, clone texts and the prize
 * contact form; and every ticket text has a limit (topic and classification were unlimited).
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { submitPrizeContact } from '../../src/api/contract/campaign';
import { CampaignStatusCode } from '../../src/api/contract/campaign-codes';
import { StatusCode } from '../../src/api/contract/codes';
import { createClone, saveSubscriptionSettings } from '../../src/api/contract/creator';
import { CreatorStatusCode } from '../../src/api/contract/creator-codes';
import {
  listTickets,
  MAX_REPLY_TEXT,
  replyTicket,
  submitTicket,
  SubmitTicketRequestSchema,
  TicketTextLimits,
  type SubmitTicketRequest,
} from '../../src/api/contract/help';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { CampaignSeedIds } from '../../server/seed/campaign';
import { loginAs, refusal, startInProcess, type ApiClient, type SeedAccount } from './support';
import { HIDDEN_PHRASE, TRICKS } from './support/moderation-tricks';

// The creator list has no phrase of its own: the configured word joins every list.
const t = startInProcess({ env: { TALKIE_API_MODERATION_WORDS: HIDDEN_PHRASE } });
afterAll(() => t.close());
beforeEach(() => t.control.reset());

async function as(who: SeedAccount): Promise<ApiClient> {
  const c = t.newClient();
  await loginAs(c, who);
  return c;
}

const ticket = (over: Partial<SubmitTicketRequest>): SubmitTicketRequest => ({
  kind: 'feedback',
  idempotency_key: randomUUID(),
  topic: 'bug',
  description: 'The chat froze.',
  ...over,
});
const violation = (field: string) => ({
  status_code: HelpStatusCode.ContentViolation,
  status_msg: `invalid field "${field}": Content violates guidelines. Please re-enter.`,
});
const hide = (text: string) => `Where can I ${text} today?`;

describe('tickets and support messages', () => {
  const cases: ReadonlyArray<readonly [string, (text: string) => Partial<SubmitTicketRequest>]> = [
    ['description', (text) => ({ description: text })],
    ['reason', (text) => ({ kind: 'ban_appeal', topic: '', reason: text })],
    ['question', (text) => ({ kind: 'appeal', topic: '', classification: 'card', reason: 'mine', question: text })],
    [
      'report description',
      (text) => ({ kind: 'report', topic: '', link: 'https://talkie-ai.com/share/chat?chat_id=a', description: text }),
    ],
    ['contact_email', (text) => ({ contact_email: `${text.replace(/\s/g, '')}@example.com` })],
  ];

  it.each(TRICKS)(
    'refuses a listed phrase hidden by %s in every text field of a ticket, naming the field, and stores nothing',
    async (_trick, text) => {
      const c = await as('viewer');
      for (const [field, fields] of cases) {
        const expected = field === 'report description' ? 'description' : field;
        expect(await refusal(c.call(submitTicket, ticket(fields(hide(text))))), `${field}`).toEqual(
          violation(expected),
        );
      }
      expect((await t.control.tickets()).count).toBe(0);
    },
  );

  it.each(TRICKS)('refuses a support message hiding a listed phrase by %s', async (_trick, text) => {
    const c = await as('viewer');
    const { ticket_id } = await c.call(submitTicket, ticket({}));
    expect(await refusal(c.call(replyTicket, { ticket_id, content: hide(text) }))).toEqual(violation('content'));
    expect((await c.call(listTickets, { kind: 'feedback' })).tickets[0]?.messages).toEqual([]);
  });

  it.each(TRICKS)(
    'refuses a topic hiding a listed phrase by %s, with any kind: a topic is one of the list',
    async (_trick, text) => {
      const c = await as('viewer');
      for (const kind of ['feedback', 'appeal', 'report', 'deletion'] as const) {
        const answer = await refusal(
          c.call(
            submitTicket,
            ticket({
              kind,
              topic: text,
              classification: 'card',
              reason: kind === 'deletion' ? 'privacy' : 'mine',
              link: 'https://talkie-ai.com/share/chat?chat_id=a',
            }),
          ),
        );
        expect(answer?.status_code, kind).toBe(HelpStatusCode.TicketFieldInvalid);
        expect(answer?.status_msg, kind).toContain('invalid field "topic"');
      }
    },
  );

  it('keeps the text as the user typed it: invisible characters and spaces of harmless text are stored as sent', async () => {
    const c = await as('viewer');
    const typed = 'The app froze 👩‍💻 at\u00a0night\n\nafter the update';
    await c.call(submitTicket, ticket({ description: typed }));
    expect((await c.call(listTickets, { kind: 'feedback' })).tickets[0]?.description).toBe(typed);
  });
});

describe('how long and which: topic, classification, reason and support messages', () => {
  it('refuses the 100,014-character topic of the review, and any topic or classification over its cap, before anything else', async () => {
    const c = await as('viewer');
    for (const kind of ['appeal', 'report', 'deletion'] as const) {
      const answer = await refusal(c.call(submitTicket, ticket({ kind, topic: 'x'.repeat(100_014) })));
      expect(answer).toEqual({
        status_code: StatusCode.InvalidParam,
        status_msg: expect.stringContaining('invalid field "topic"') as string,
      });
    }
    expect(
      (
        await refusal(
          c.call(
            submitTicket,
            ticket({ kind: 'report', classification: 'c'.repeat(TicketTextLimits.classification + 1) }),
          ),
        )
      )?.status_msg,
    ).toContain('invalid field "classification"');
    expect((await t.control.tickets()).count).toBe(0);
  });

  it('the contract the page validates with holds the same caps', () => {
    const base = { kind: 'feedback', idempotency_key: 'key-00000001' };
    for (const [field, cap] of Object.entries(TicketTextLimits)) {
      if (field === 'reply') continue;
      expect(v.safeParse(SubmitTicketRequestSchema, { ...base, [field]: 'a'.repeat(cap) }).success, field).toBe(true);
      expect(v.safeParse(SubmitTicketRequestSchema, { ...base, [field]: 'a'.repeat(cap + 1) }).success, field).toBe(
        false,
      );
    }
  });

  it('takes a topic or classification only from its list, whatever the kind sending it', async () => {
    const c = await as('viewer');
    const report = {
      kind: 'report',
      topic: '',
      link: 'https://talkie-ai.com/share/chat?chat_id=a',
      description: 'A copy of mine.',
    } as const;
    expect((await refusal(c.call(submitTicket, ticket({ ...report, classification: 'mine' }))))?.status_msg).toBe(
      'invalid field "classification": must be one of character, card, account, story, memory',
    );
    expect((await refusal(c.call(submitTicket, ticket({ ...report, topic: 'urgent' }))))?.status_msg).toBe(
      'invalid field "topic": must be one of bug, account, payment, content, suggestion, other',
    );
    expect(
      (await refusal(c.call(submitTicket, ticket({ kind: 'deletion', topic: 'anything', reason: 'privacy' }))))
        ?.status_code,
    ).toBe(HelpStatusCode.TicketFieldInvalid);
    expect(
      await refusal(
        c.call(
          submitTicket,
          ticket({ kind: 'ban_appeal', topic: '', classification: 'account', reason: 'Not spam', description: 'd' }),
        ),
      ),
    ).toBeNull();
    expect(await refusal(c.call(submitTicket, ticket({ ...report, classification: 'character' })))).toBeNull();
  });

  it('takes a support message of 1000 (a Chinese character counting 2) and refuses one more', async () => {
    const c = await as('viewer');
    const { ticket_id } = await c.call(submitTicket, ticket({}));
    expect(await refusal(c.call(replyTicket, { ticket_id, content: '字'.repeat(MAX_REPLY_TEXT / 2) }))).toBeNull();
    expect(await refusal(c.call(replyTicket, { ticket_id, content: `${'字'.repeat(MAX_REPLY_TEXT / 2)}a` }))).toEqual({
      status_code: HelpStatusCode.DescriptionTooLong,
      status_msg: `invalid field "content": longer than ${MAX_REPLY_TEXT}`,
    });
    expect(
      (await refusal(c.call(replyTicket, { ticket_id, content: 'a'.repeat(TicketTextLimits.reply + 1) })))?.status_code,
    ).toBe(StatusCode.InvalidParam);
  });
});

describe('creator texts', () => {
  it.each(TRICKS)('refuses subscription benefits hiding a listed phrase by %s', async (_trick, text) => {
    const c = await as('creator');
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: hide(text), levels: [] })).toBe(
      CreatorStatusCode.IllegalWord,
    );
  });

  it.each(TRICKS)(
    'refuses a clone whose name, persona or greeting hides a listed phrase by %s',
    async (_trick, text) => {
      const c = await as('creator');
      const clone = { name: 'Mira', persona: 'Kind and patient.', greeting: 'Hello there.', image_urls: [] };
      for (const field of ['name', 'persona', 'greeting'] as const) {
        expect(
          await c.statusOf(createClone, {
            ...clone,
            request_id: `req-${randomUUID()}`,
            [field]: field === 'name' ? text : hide(text),
          }),
          field,
        ).toBe(CreatorStatusCode.ContentViolation);
      }
    },
  );

  it('hides nothing from the built-in creator words either', async () => {
    const c = await as('creator');
    expect(await c.statusOf(saveSubscriptionSettings, { benefits: 'No Ｓ\u200bＣＡＭ here', levels: [] })).toBe(
      CreatorStatusCode.IllegalWord,
    );
  });
});

describe('the prize contact form', () => {
  const contact = {
    recipient_name: 'Robin Lee',
    phone: '+1 555 0100',
    email: 'robin@example.com',
    discord: 'robin_lee',
    mailing_address: '1 Main Street, Springfield 12345',
  };

  it.each(TRICKS)(
    'refuses a name or an address hiding a listed phrase by %s, naming the field',
    async (_trick, text) => {
      const c = await as('viewer');
      for (const [field, value] of [
        ['recipient_name', text],
        ['mailing_address', `1 Main Street, ${text}`],
      ] as const) {
        const answer = await refusal(
          c.call(submitPrizeContact, {
            record_id: CampaignSeedIds.openPrizeRecord,
            idempotency_key: randomUUID(),
            contact: { ...contact, [field]: value },
          }),
        );
        expect(answer).toEqual({
          status_code: CampaignStatusCode.ContactContentViolation,
          status_msg: `invalid field "contact.${field}": Content violates guidelines. Please re-enter.`,
        });
      }
      expect(
        await refusal(
          c.call(submitPrizeContact, {
            record_id: CampaignSeedIds.openPrizeRecord,
            idempotency_key: randomUUID(),
            contact,
          }),
        ),
      ).toBeNull();
    },
  );
});
