import { describe, expect, it } from 'vitest';
import { HelpStatusCode } from '../../src/api/contract/help-codes';
import { openDatabase } from '../../server/db/database';
import { ApiError } from '../../server/http/pipeline';
import { uploadIdOf } from '../../server/services/ticket-images';
import { checkTicket, createTicket, ticketView, type TicketInput } from '../../server/services/tickets';

const ticket = (fields: Partial<TicketInput>): TicketInput => ({
  kind: 'feedback',
  idempotency_key: 'key-00000001',
  description: '',
  topic: '',
  classification: '',
  reason: '',
  question: '',
  link: '',
  contact_email: '',
  images: [],
  ...fields,
});

/** The refusal checkTicket throws, as the page would get it. */
function refusal(
  input: TicketInput,
  maxCount = 500,
  extraWords: readonly string[] = [],
): { code: number; message: string } | null {
  try {
    checkTicket(input, maxCount, extraWords);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
}
const invalid = (message: string) => ({ code: HelpStatusCode.TicketFieldInvalid, message });

describe('which tickets are complete', () => {
  it('feedback needs a topic from the list and a description; an email, when given, must be one', () => {
    expect(refusal(ticket({ topic: 'bugs', description: 'x' }))).toEqual(
      invalid('invalid field "topic": must be one of bug, account, payment, content, suggestion, other'),
    );
    expect(refusal(ticket({ topic: 'bug', description: '   ' }))).toEqual(
      invalid('invalid field "description": required'),
    );
    expect(refusal(ticket({ topic: 'bug', description: 'x', contact_email: 'robin@example' }))).toEqual(
      invalid('invalid field "contact_email": not an email address'),
    );
    expect(refusal(ticket({ topic: 'bug', description: 'x', contact_email: ' robin@example.com ' }))).toBeNull();
    expect(refusal(ticket({ topic: 'bug', description: 'x', contact_email: '   ' }))).toBeNull();
  });

  it('an appeal needs a classification from the list, a reason and a description; a ban appeal no classification', () => {
    expect(refusal(ticket({ kind: 'appeal', classification: 'song', reason: 'r', description: 'd' }))).toEqual(
      invalid('invalid field "classification": must be one of character, card, account, story, memory'),
    );
    expect(refusal(ticket({ kind: 'appeal', classification: 'card', reason: ' ', description: 'd' }))).toEqual(
      invalid('invalid field "reason": required'),
    );
    expect(refusal(ticket({ kind: 'appeal', classification: 'card', reason: 'r', description: '' }))).toEqual(
      invalid('invalid field "description": required'),
    );
    expect(refusal(ticket({ kind: 'appeal', classification: 'card', reason: 'r', description: 'd' }))).toBeNull();
    expect(refusal(ticket({ kind: 'ban_appeal', reason: 'r', description: 'd' }))).toBeNull();
    expect(refusal(ticket({ kind: 'ban_appeal', description: 'd' }))).toEqual(
      invalid('invalid field "reason": required'),
    );
  });

  it('a report needs a Talkie share link, with the spec’s message, and a description', () => {
    expect(refusal(ticket({ kind: 'report', link: 'https://example.com/x', description: 'd' }))).toEqual({
      code: HelpStatusCode.ReportLinkInvalid,
      message: 'invalid field "link": The Talkie\'s link is not in the correct format',
    });
    expect(
      refusal(ticket({ kind: 'report', link: 'https://talkie-ai.com/share/chat?chat_id=abc', description: '' })),
    ).toEqual(invalid('invalid field "description": required'));
  });

  it('a deletion needs a reason from the list, and a description only for “other”', () => {
    expect(refusal(ticket({ kind: 'deletion', reason: 'bored' }))).toEqual(
      invalid('invalid field "reason": must be one of not_useful, privacy, too_much_time, another_account, other'),
    );
    expect(refusal(ticket({ kind: 'deletion', reason: 'privacy' }))).toBeNull();
    expect(refusal(ticket({ kind: 'deletion', reason: 'other' }))).toEqual(
      invalid('invalid field "description": required'),
    );
    expect(refusal(ticket({ kind: 'deletion', reason: 'other', description: 'moving on' }))).toBeNull();
  });
});

describe('how long a ticket’s texts may be', () => {
  it('a description of exactly the maximum count passes, one more is refused; a Chinese character counts 2', () => {
    const ok = ticket({ topic: 'bug', description: 'a'.repeat(500) });
    expect(refusal(ok)).toBeNull();
    expect(refusal(ticket({ topic: 'bug', description: 'a'.repeat(501) }))).toEqual({
      code: HelpStatusCode.DescriptionTooLong,
      message: 'invalid field "description": longer than 500',
    });
    expect(refusal(ticket({ topic: 'bug', description: '好'.repeat(250) }))).toBeNull();
    expect(refusal(ticket({ topic: 'bug', description: `${'好'.repeat(250)}a` }))).toMatchObject({
      code: HelpStatusCode.DescriptionTooLong,
    });
  });

  it('a reason or a question of 200 passes and 201 is refused', () => {
    expect(refusal(ticket({ kind: 'ban_appeal', reason: 'r'.repeat(200), description: 'd' }))).toBeNull();
    expect(refusal(ticket({ kind: 'ban_appeal', reason: 'r'.repeat(201), description: 'd' }))).toEqual({
      code: HelpStatusCode.DescriptionTooLong,
      message: 'invalid field "reason": longer than 200',
    });
    expect(refusal(ticket({ topic: 'bug', description: 'd', question: 'q'.repeat(201) }))).toEqual({
      code: HelpStatusCode.DescriptionTooLong,
      message: 'invalid field "question": longer than 200',
    });
  });
});

describe('a ticket’s pictures and words', () => {
  it('names an upload only by its id or by a URL of this server’s uploads on the caller’s origin', () => {
    const id = 'a'.repeat(32);
    const origin = 'http://localhost:5173';
    expect(uploadIdOf(id, origin)).toBe(id);
    for (const ext of ['jpg', 'png', 'gif', 'webp'])
      expect(uploadIdOf(`${origin}/weaver/uploads/${id}.${ext}`, origin)).toBe(id);
    for (const url of [
      `https://talkie-ai.com/weaver/uploads/${id}.jpg`,
      `http://169.254.169.254/weaver/uploads/${id}.png`,
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'https://tracker.example/pixel.gif?u=1',
      `${origin}/__control/tickets`,
      `${origin}/weaver/uploads/${id}.svg`,
      `${origin}/weaver/uploads/${id}.png?x=1`,
      `${origin}/weaver/uploads/../uploads/${id}.png#x`,
      `http://user:pw@localhost:5173/weaver/uploads/${id}.png`,
      `${origin}/weaver/uploads/${'A'.repeat(32)}.png`,
      'ftp://x/a.jpg',
      'data:image/png;base64,AAAA',
      ` ${id}`,
      'a'.repeat(31),
    ]) {
      expect(uploadIdOf(url, origin), url).toBeNull();
    }
  });

  it('refuses a word of the list or of the extra words in any text field, naming the field', () => {
    expect(refusal(ticket({ topic: 'bug', description: 'this is spam!' }), 500, ['spam'])).toEqual({
      code: HelpStatusCode.ContentViolation,
      message: 'invalid field "description": Content violates guidelines. Please re-enter.',
    });
    expect(
      refusal(ticket({ topic: 'bug', description: 'd', contact_email: 'SPAM@example.com' }), 500, ['spam']),
    ).toMatchObject({
      message: 'invalid field "contact_email": Content violates guidelines. Please re-enter.',
    });
    expect(refusal(ticket({ kind: 'ban_appeal', reason: 'spam', description: 'd' }), 500, ['spam'])).toMatchObject({
      message: 'invalid field "reason": Content violates guidelines. Please re-enter.',
    });
    expect(refusal(ticket({ topic: 'bug', description: 'd', question: 'spam?' }), 500, ['spam'])).toMatchObject({
      code: HelpStatusCode.ContentViolation,
    });
    expect(refusal(ticket({ topic: 'bug', description: 'this is spam!' }))).toBeNull();
  });
});

describe('stored tickets', () => {
  it('are made once per idempotency key, with their fields trimmed, and read back with a topic from whichever field the kind has', () => {
    const db = openDatabase(':memory:');
    try {
      db.prepare(
        "INSERT INTO users (user_id, nickname, avatar_url, is_anonymous, created_at) VALUES ('u1', 'n', '', 0, 0)",
      ).run();
      const input = ticket({ kind: 'appeal', classification: 'card', reason: '  lost  ', description: '  my card  ' });
      const first = createTicket(db, 'u1', input, 1000);
      expect(first).toMatchObject({ created: true, status: 'open' });
      expect(first.ticketId).toMatch(/^tk_[0-9a-f]{20}$/);
      expect(createTicket(db, 'u1', input, 2000)).toEqual({ ticketId: first.ticketId, created: false, status: 'open' });
      const row = db.prepare('SELECT * FROM tickets WHERE ticket_id = ?').get(first.ticketId) as Parameters<
        typeof ticketView
      >[1];
      const view = ticketView(db, row);
      expect(view).toMatchObject({
        ticket_id: first.ticketId,
        kind: 'appeal',
        status: 'open',
        topic: 'card',
        description: 'my card',
        images: [],
        created_at_ms: 1000,
        messages: [],
      });
      const deletion = createTicket(
        db,
        'u1',
        ticket({ kind: 'deletion', idempotency_key: 'key-00000002', reason: 'privacy' }),
        3000,
      );
      expect(
        ticketView(
          db,
          db.prepare('SELECT * FROM tickets WHERE ticket_id = ?').get(deletion.ticketId) as Parameters<
            typeof ticketView
          >[1],
        ).topic,
      ).toBe('privacy');
      const feedback = createTicket(
        db,
        'u1',
        ticket({ idempotency_key: 'key-00000003', topic: 'bug', description: 'd', reason: 'ignored' }),
        3000,
      );
      expect(
        ticketView(
          db,
          db.prepare('SELECT * FROM tickets WHERE ticket_id = ?').get(feedback.ticketId) as Parameters<
            typeof ticketView
          >[1],
        ).topic,
      ).toBe('bug');
    } finally {
      db.close();
    }
  });
});
