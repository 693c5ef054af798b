import type { Db } from '../db/database';
import { helpContent } from './help-content';
import { SEED_LOCALES, SeedIds } from './ids';

const DAY = 24 * 60 * 60 * 1000;

/** Help content in every locale, and the banned account's ban as the server states it. */
export function seedHelp(db: Db, now: number): void {
  const category = db.prepare('INSERT INTO help_categories (category_id, locale, position, title) VALUES (?, ?, ?, ?)');
  const question = db.prepare(
    'INSERT INTO help_questions (question_id, locale, category_id, position, title, blocks) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const locale of SEED_LOCALES) {
    helpContent[locale].forEach((c, i) => {
      category.run(c.id, locale, i, c.title);
      c.questions.forEach((q, j) => question.run(q.id, locale, c.id, j, q.title, JSON.stringify(q.blocks)));
    });
  }
  db.prepare('UPDATE users SET ban_reason = ?, banned_at = ?, banned_until = ? WHERE user_id = ?').run(
    'Spam: repeated promotional messages',
    now - 2 * DAY,
    now + 28 * DAY,
    SeedIds.users.banned,
  );
}
