/**
 * Where one-time codes go. The API never decides how a text message reaches a phone: a sender does.
 * - webhook: a JSON POST to the SMS gateway's adapter (TALKIE_SMS_WEBHOOK_URL), the production way;
 * - console: a line on the server's console, so a developer running `npm start` can sign in;
 * - outbox: kept in memory for the control API (test mode), so tests read the code a phone would get.
 */
export interface SmsMessage {
  phone: string;
  code: string;
  expiresAtMs: number;
}

export interface SmsSender {
  readonly kind: 'webhook' | 'console' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** How long the gateway may take before the send counts as failed. */
const WEBHOOK_TIMEOUT_MS = 5_000;

export function webhookSender(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    kind: 'webhook',
    async send({ phone, code, expiresAtMs }) {
      const answer = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, code, expires_at_ms: expiresAtMs }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`the SMS gateway answered HTTP ${answer.status}`);
    },
  };
}

export function consoleSender(log: (line: string) => void = console.log): SmsSender {
  return {
    kind: 'console',
    send({ phone, code, expiresAtMs }) {
      log(`[weaver-api] verification code for ${phone}: ${code} (valid until ${new Date(expiresAtMs).toISOString()})`);
      return Promise.resolve();
    },
  };
}

/** The codes sent, newest last, per phone: what the test mode's control API shows. */
export class SmsOutbox implements SmsSender {
  readonly kind = 'outbox';
  private readonly sent: SmsMessage[] = [];

  send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 1000) this.sent.shift();
    return Promise.resolve();
  }

  list(phone?: string): SmsMessage[] {
    return phone === undefined ? [...this.sent] : this.sent.filter((m) => m.phone === phone);
  }

  clear(): void {
    this.sent.length = 0;
  }
}
