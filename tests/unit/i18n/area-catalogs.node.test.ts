import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { AREA_CATALOGS } from '@/i18n/area-catalogs';
import { loadAllRouteCatalogs } from '@/i18n/route-catalogs';

/** The ids of the messages of locales/ja/<catalog>.po (an explicit id is the msgid itself). */
function idsOf(catalog: string): string[] {
  const po = readFileSync(`locales/ja/${catalog}.po`, 'utf8');
  return po
    .split(/\n\n/)
    .filter((entry) => entry.includes('#: '))
    .map((entry) => {
      const msgid = JSON.parse(/^msgid (".*")$/m.exec(entry)?.[1] ?? '""') as string;
      const context = /^msgctxt (".*")$/m.exec(entry)?.[1];
      return entry.includes('js-lingui-explicit-id')
        ? msgid
        : generateMessageId(msgid, context ? (JSON.parse(context) as string) : undefined);
    });
}

describe('area catalogs (src/i18n/area-catalogs.ts)', () => {
  it.each(Object.keys(AREA_CATALOGS))(
    'the server render of a Japanese page has every message of the %s catalog',
    async (catalog) => {
      const into = setupI18n({ locale: 'ja', messages: { ja: {} } });
      await loadAllRouteCatalogs(into, 'ja');
      const ids = idsOf(catalog);
      expect(ids.length).toBeGreaterThan(10);
      expect(ids.filter((id) => !(id in into.messages))).toEqual([]);
    },
  );
});
