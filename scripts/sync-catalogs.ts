/**
 * Extracts messages into the catalogs of lingui.config.ts (locales/{locale}/<catalog>.po) and fills
 * missing translations, first from the catalogs as they were before the extract (so a message that
 * moves between catalogs keeps its translations), then from locales/pending/*.json
 * ({ "<source message or id>": { "zh": "...", ... } }). With --consume, applied pending files are
 * removed, so the .po files stay the one source of translations.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo, stringifyPo } from './lib/po';

const LOCALES = ['en', 'zh', 'es', 'pt', 'ja'] as const;
type Locale = (typeof LOCALES)[number];
type Table = Record<string, Partial<Record<Locale, string>>>;

const root = join(import.meta.dirname, '..');
const pendingDir = join(root, 'locales', 'pending');
const catalogFiles = (locale: Locale): string[] => {
  const dir = join(root, 'locales', locale);
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.po')).map((f) => join(dir, f)) : [];
};

function knownTranslations(): Table {
  const table: Table = {};
  for (const locale of LOCALES) {
    for (const file of catalogFiles(locale)) {
      for (const e of parsePo(readFileSync(file, 'utf8'))) {
        if (e.msgid && e.msgstr) (table[e.msgid] ??= {})[locale] = e.msgstr;
      }
    }
  }
  return table;
}

const before = knownTranslations();
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'inherit' });

const files = existsSync(pendingDir) ? readdirSync(pendingDir).filter((f) => f.endsWith('.json')) : [];
const pending: Table = {};
for (const f of files) Object.assign(pending, JSON.parse(readFileSync(join(pendingDir, f), 'utf8')) as Table);

// Explicit ids: the source message is the English catalog's msgstr as extracted.
const sourceOf = new Map<string, string>();
for (const file of catalogFiles('en')) for (const e of parsePo(readFileSync(file, 'utf8'))) sourceOf.set(e.msgid, e.msgstr);

for (const locale of LOCALES) {
  let filled = 0;
  for (const file of catalogFiles(locale)) {
    const entries = parsePo(readFileSync(file, 'utf8'));
    for (const entry of entries) {
      if (entry.msgid === '') continue;
      const fromPending = (pending[entry.msgid] ?? pending[sourceOf.get(entry.msgid) ?? ''])?.[locale];
      const translation = fromPending ?? before[entry.msgid]?.[locale];
      // English msgstr is the source text unless a pending file says otherwise (explicit ids).
      if (translation && (entry.msgstr === '' || (locale === 'en' && fromPending && entry.msgstr !== translation))) {
        entry.msgstr = translation;
        filled++;
      }
    }
    // Keep the header stable so the committed catalogs only change when messages do.
    const header = entries[0];
    if (header && header.msgid === '') header.msgstr = header.msgstr.replace(/^POT-Creation-Date:.*\n/m, 'POT-Creation-Date: \n');
    writeFileSync(file, stringifyPo(entries));
  }
  console.log(`${locale}: ${filled} translations filled`);
}

if (process.argv.includes('--consume')) for (const f of files) rmSync(join(pendingDir, f));
