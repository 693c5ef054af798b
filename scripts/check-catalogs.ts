/**
 * Message catalog check: fails when
 *   - a message in the source code (src/, machines/) is missing from a locale's catalog, or
 *   - a supported locale has a message with an empty translation (for the source locale, en, the
 *     translation is the English text itself, which `lingui extract` fills in), or
 *   - one message (one id) is translated differently in two catalogs of a locale: catalogs are merged
 *     into one i18n, so its text would depend on which pages were visited, and the server render (which
 *     loads them all) would not match the browser.
 * It extracts the source messages in memory through Lingui's own API (the same extractor as
 * `lingui extract`) and reads the .po catalogs, so it never writes to locales/ and needs no git.
 * Messages in a catalog that the code no longer uses are listed as a notice (`npm run messages:extract`
 * removes them).
 *
 * Usage: tsx scripts/check-catalogs.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { checkDocuments } from './lib/document-check';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Pending = Record<string, Record<string, string>>;

/** Translations waiting in locales/pending/*.json, by English source, to point at in messages. */
function readPending(): Map<string, string> {
  const where = new Map<string, string>();
  const dir = join(root, 'locales', 'pending');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return where;
  }
  for (const name of names) {
    try {
      const pending = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Pending;
      for (const source of Object.keys(pending)) where.set(source, `locales/pending/${name}`);
    } catch {
      // A malformed pending file is not this check's concern.
    }
  }
  return where;
}

async function main(): Promise<number> {
  const config = getConfig({ cwd: root, skipValidation: false });
  const catalogs = await getCatalogs(config);
  const pending = readPending();
  const problems: string[] = [];
  const notices: string[] = [];
  let checked = 0;
  // Per locale and message id: the first catalog's translation of it, and that catalog.
  const translations = new Map<string, { text: string; file: string }>();

  for (const catalog of catalogs) {
    const extracted = await catalog.collect();
    if (!extracted) {
      problems.push(`could not extract the messages of ${catalog.path}`);
      continue;
    }
    const all = await catalog.readAll();
    const sourceIds = Object.keys(extracted);
    checked += sourceIds.length;

    for (const locale of config.locales) {
      const messages = all[locale] ?? {};
      const file = catalog.getFilename(locale).replace(`${root}/`, '');
      const missing: string[] = [];
      const empty: string[] = [];
      for (const id of sourceIds) {
        const source = extracted[id]?.message ?? id;
        const entry = messages[id];
        if (!entry || entry.obsolete) missing.push(source);
        else if (!entry.translation || entry.translation.trim() === '') empty.push(source);
        else {
          const first = translations.get(`${locale}\u0000${id}`);
          if (!first) translations.set(`${locale}\u0000${id}`, { text: entry.translation, file });
          else if (first.text !== entry.translation)
            problems.push(
              `${file}: ${JSON.stringify(source)} is ${JSON.stringify(entry.translation)} here but ${JSON.stringify(first.text)} in ${first.file}`,
            );
        }
      }
      const unused = Object.keys(messages).filter((id) => !(id in extracted) && !messages[id]?.obsolete);
      const hint = (source: string) => (pending.has(source) ? ` (translations waiting in ${pending.get(source)})` : '');
      for (const source of missing) problems.push(`${file}: missing ${JSON.stringify(source)}${hint(source)}`);
      for (const source of empty)
        problems.push(`${file}: no ${locale} translation for ${JSON.stringify(source)}${hint(source)}`);
      if (unused.length > 0) notices.push(`${file}: ${unused.length} message(s) no longer used in the code`);
    }
  }

  // Documents (docs-content/<document>/<locale>.md): a missing translation is shown in English and
  // reported here; a missing English text, a source that does not compile or a broken link fails.
  const docs = checkDocuments(join(root, 'docs-content'));
  for (const gap of docs.gaps)
    notices.push(`docs-content/${gap}.md is missing: readers in that language see the English text`);
  for (const problem of docs.problems) problems.push(`docs-content: ${problem}`);
  console.log(
    `Documents: ${docs.compiled} source(s) compiled, ${docs.links} link(s) checked, ${docs.gaps.length} missing translation(s).`,
  );

  for (const notice of notices) console.log(`notice: ${notice}`);
  if (problems.length > 0) {
    console.error(`Message catalogs are incomplete (${problems.length} problem(s)):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Fix: add translations for every locale, then run `npm run messages:extract` and fill every msgstr.');
    return 1;
  }
  console.log(`Message catalogs ok: ${checked} message(s), each translated in ${config.locales.join(', ')}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
