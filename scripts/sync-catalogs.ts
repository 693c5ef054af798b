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
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

type Table = Record<string, Partial<Record<string, string>>>;

const root = join(import.meta.dirname, '..');
const pendingDir = join(root, 'locales', 'pending');
const config = getConfig({ cwd: root, skipValidation: false });
// Read through Lingui's own catalog API and .po format (lingui.config.ts), as `lingui extract` writes them.
const catalogs = await getCatalogs(config);
const sourceLocale = config.sourceLocale || 'en';

/** Every translation in the catalogs, by message id (Lingui's hash of the source, or the explicit id). */
async function knownTranslations(): Promise<Table> {
  const table: Table = {};
  for (const catalog of catalogs) {
    for (const [locale, messages] of Object.entries(await catalog.readAll())) {
      for (const [id, message] of Object.entries(messages ?? {}))
        if (message.translation) (table[id] ??= {})[locale] = message.translation;
    }
  }
  return table;
}

const before = await knownTranslations();
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'inherit' });

const files = existsSync(pendingDir) ? readdirSync(pendingDir).filter((f) => f.endsWith('.json')) : [];
const pending: Table = {};
for (const f of files) Object.assign(pending, JSON.parse(readFileSync(join(pendingDir, f), 'utf8')) as Table);

for (const locale of config.locales) {
  let filled = 0;
  for (const catalog of catalogs) {
    const file = catalog.getFilename(locale);
    if (!existsSync(file)) continue;
    const messages = (await catalog.read(locale)) ?? {};
    // Explicit ids: the source message is the English catalog's translation as extracted.
    const english = locale === sourceLocale ? messages : ((await catalog.read(sourceLocale)) ?? {});
    for (const [id, message] of Object.entries(messages)) {
      const source = message.message ?? english[id]?.translation ?? '';
      const fromPending = (pending[id] ?? pending[source])?.[locale];
      const translation = fromPending ?? before[id]?.[locale];
      // English translation is the source text unless a pending file says otherwise (explicit ids).
      if (
        translation &&
        (!message.translation || (locale === sourceLocale && fromPending && message.translation !== translation))
      ) {
        message.translation = translation;
        filled++;
      }
    }
    await catalog.write(locale, messages);
    // Keep the header stable so the committed catalogs only change when messages do.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^"POT-Creation-Date:.*\\n"$/m, '"POT-Creation-Date: \\n"'));
  }
  console.log(`${locale}: ${filled} translations filled`);
}

if (process.argv.includes('--consume')) for (const f of files) rmSync(join(pendingDir, f));
