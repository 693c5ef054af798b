/**
 * Extracts messages into locales/{locale}/messages.po and fills missing translations from
 * locales/pending/*.json ({ "<source message or id>": { "zh": "...", ... } }). With --consume, applied
 * pending files are removed, so the .po files stay the one source of translations.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo, stringifyPo } from './lib/po';

const LOCALES = ['en', 'zh', 'es', 'pt', 'ja'] as const;
const root = join(import.meta.dirname, '..');
const pendingDir = join(root, 'locales', 'pending');

execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'inherit' });

type Pending = Record<string, Partial<Record<(typeof LOCALES)[number], string>>>;
const files = existsSync(pendingDir) ? readdirSync(pendingDir).filter((f) => f.endsWith('.json')) : [];
const pending: Pending = {};
for (const f of files) Object.assign(pending, JSON.parse(readFileSync(join(pendingDir, f), 'utf8')) as Pending);

const catalogPath = (locale: string) => join(root, 'locales', locale, 'messages.po');
// Explicit ids: the source message is the English catalog's msgstr as extracted.
const sourceOf = new Map(parsePo(readFileSync(catalogPath('en'), 'utf8')).map((e) => [e.msgid, e.msgstr]));

for (const locale of LOCALES) {
  const entries = parsePo(readFileSync(catalogPath(locale), 'utf8'));
  let filled = 0;
  for (const entry of entries) {
    if (entry.msgid === '') continue;
    const table = pending[entry.msgid] ?? pending[sourceOf.get(entry.msgid) ?? ''];
    const translation = table?.[locale];
    if (translation && (entry.msgstr === '' || (locale === 'en' && entry.msgstr !== translation))) {
      entry.msgstr = translation;
      filled++;
    }
  }
  // Keep the header stable so the committed catalogs only change when messages do.
  const header = entries[0];
  if (header && header.msgid === '') header.msgstr = header.msgstr.replace(/^POT-Creation-Date:.*\n/m, 'POT-Creation-Date: \n');
  writeFileSync(catalogPath(locale), stringifyPo(entries));
  console.log(`${locale}: ${filled} translations applied`);
}

if (process.argv.includes('--consume')) for (const f of files) rmSync(join(pendingDir, f));
