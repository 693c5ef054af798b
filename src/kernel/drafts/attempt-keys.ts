import { createSafeStorage, type KeyValueStore } from '@/services/storage/safe-storage';
import { randomId } from '@/services/random-id';
import { draftKey, type DraftAddress } from './draft-address';

/**
 * The idempotency key of one intent (a clone to create, an order to place, a reward to claim), kept
 * in storage beside the form's draft: every retry of the same intent sends the same key, also after a
 * reload, so a call whose answer was lost is one record at the server. The key follows the intent:
 * when what is sent changes, or after the intent went through (forget), the next send gets a new key.
 *
 * Stored at `talkie:draft:<form>:<user>[:scope]:attempt` as `{ key, intent }`, where intent is a
 * digest of what was sent (never the text itself twice).
 */
export interface AttemptKeys<T> {
  /** The key of this intent: the kept one while the intent is the same, else a new one, kept. */
  keyFor(intent: T): string;
  /** The intent went through (or the draft was cleared): the next send is a new intent. */
  forget(): void;
  /**
   * Sends the intent with its key and forgets the key once it went through. A failure keeps it: the
   * next send of the same intent (Retry, a reload) carries it again, and the server answers its first
   * answer if the lost one had made something. A refusal keeps it too: the server keeps no refusal.
   */
  send<R>(intent: T, call: (key: string) => Promise<R>): Promise<R>;
}

export interface AttemptKeyOptions extends DraftAddress {
  readonly storage?: KeyValueStore;
  /** A fresh key: 32 letters and digits, what every writing call accepts (8–64 of [A-Za-z0-9_-]). */
  readonly newKey?: () => string;
}

export const attemptStorageKey = (address: DraftAddress): string => `${draftKey(address)}:attempt`;

/** A short digest of what is sent (53-bit cyrb53): equal intents give equal digests. */
export function intentDigest(intent: unknown): string {
  const text = JSON.stringify(intent) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function attemptKeys<T>(options: AttemptKeyOptions): AttemptKeys<T> {
  const store = options.storage ?? createSafeStorage();
  const at = attemptStorageKey(options);
  const newKey = options.newKey ?? (() => randomId().replace(/[^A-Za-z0-9]/g, ''));
  const kept = (): { key: string; intent: string } | null => {
    try {
      const raw = JSON.parse(store.getItem(at) ?? 'null') as { key?: unknown; intent?: unknown } | null;
      return raw && typeof raw.key === 'string' && typeof raw.intent === 'string'
        ? { key: raw.key, intent: raw.intent }
        : null;
    } catch {
      return null;
    }
  };
  const keys: AttemptKeys<T> = {
    keyFor(intent) {
      const digest = intentDigest(intent);
      const same = kept();
      if (same && same.intent === digest) return same.key;
      const key = newKey();
      store.setItem(at, JSON.stringify({ key, intent: digest }));
      return key;
    },
    forget: () => store.removeItem(at),
    async send(intent, call) {
      const answer = await call(keys.keyFor(intent));
      keys.forget();
      return answer;
    },
  };
  return keys;
}
