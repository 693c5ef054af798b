/**
 * Migration 11: stored phone numbers become E.164 numbers (src/api/contract/phone-number.ts), the form
 * every phone login now looks accounts up by. Before it, each spelling of one phone (+1…, 001…,
 * 011 1…) made an account of its own. Such accounts are all kept, none merged:
 *   - the oldest (created first; then the smaller user id) gets the number, so a login with any
 *     spelling of it reaches that account;
 *   - each other keeps its content and its old spelling as `superseded:<old credential>`, which no
 *     login reaches (support can hand it over), and the migration names them all on its output.
 * Credentials that are no valid phone number keep their value (and no longer log in); the migration
 * names those accounts too. Seed accounts trade their old numbers (+1 000…, not valid) for new ones.
 */
import type Database from 'better-sqlite3';
import { normalisePhone, type CountryCode } from '../../src/api/contract/phone-number';

/** What a migration may need beside the database: how to read stored numbers, and where to say what it did. */
export interface MigrationContext {
  phoneRegion: CountryCode;
  log: (line: string) => void;
}

/** Credentials that are not phone numbers: Firebase accounts and device-bound invitation accounts. */
const NOT_PHONES = /^(firebase|invite|superseded):/;

const SUPERSEDED_PREFIX = 'superseded:';

/** The seed accounts' numbers before this migration, and after: [user id, before, after]. */
const SEED_NUMBERS: readonly (readonly [string, string, string])[] = [
  ['u_viewer', '+10000000001', '+12015550101'],
  ['u_member_standard', '+10000000002', '+12015550102'],
  ['u_member_pro', '+10000000003', '+12015550103'],
  ['u_banned', '+10000000009', '+12015550109'],
  ['u_creator_en', '+10000000010', '+12015550110'],
  ['u_creator_zh', '+10000000011', '+12015550111'],
  ['u_creator_es', '+10000000012', '+12015550112'],
  ['u_creator_pt', '+10000000013', '+12015550113'],
  ['u_creator_ja', '+10000000014', '+12015550114'],
];

/** At most this many user ids in a line about invalid numbers. */
const NAMED = 20;

interface Account {
  user_id: string;
  credential: string;
}

function numberOf(account: Account, region: CountryCode): string | null {
  const seed = SEED_NUMBERS.find(([userId, before]) => userId === account.user_id && before === account.credential);
  return seed ? seed[2] : normalisePhone(account.credential, region);
}

export function normaliseStoredPhones(db: Database.Database, { phoneRegion, log }: MigrationContext): void {
  const accounts = db
    .prepare('SELECT user_id, credential FROM users WHERE credential IS NOT NULL ORDER BY created_at, user_id')
    .all() as Account[];
  const byNumber = new Map<string, Account[]>();
  const invalid: string[] = [];
  for (const account of accounts) {
    if (NOT_PHONES.test(account.credential)) continue;
    const number = numberOf(account, phoneRegion);
    if (number === null) invalid.push(account.user_id);
    else byNumber.set(number, [...(byNumber.get(number) ?? []), account]);
  }

  const setCredential = db.prepare('UPDATE users SET credential = ? WHERE user_id = ?');
  // The others first: the number the oldest takes may be one of theirs.
  for (const [number, [oldest, ...others]] of byNumber) {
    if (!oldest || others.length === 0) continue;
    for (const other of others) setCredential.run(`${SUPERSEDED_PREFIX}${other.credential}`, other.user_id);
    log(
      `[weaver-api] migration 11: ${others.length + 1} accounts have the phone number ${number}: ${oldest.user_id} (the oldest) keeps it and every login with it; ` +
        `${others.map((o) => o.user_id).join(', ')} kept as they are, not merged, reached by no login (credential ${SUPERSEDED_PREFIX}<old spelling>)`,
    );
  }
  for (const [number, [oldest]] of byNumber)
    if (oldest && oldest.credential !== number) setCredential.run(number, oldest.user_id);

  if (invalid.length > 0) {
    const more = invalid.length > NAMED ? ` and ${invalid.length - NAMED} more` : '';
    log(
      `[weaver-api] migration 11: ${invalid.length} accounts keep a credential that is not a valid phone number and can no longer log in with it: ${invalid.slice(0, NAMED).join(', ')}${more}`,
    );
  }
}
