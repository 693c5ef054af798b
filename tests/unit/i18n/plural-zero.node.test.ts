import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from '@/platform/language';

/**
 * A count of zero reads like a plural in all five languages: "0 friends invited", "0 amigos
 * convidados", "0 amigos invitados". CLDR files Portuguese 0 under `one` (i = 0..1), so without an
 * exact `=0` case Lingui writes "0 amigo convidado". Every plural message of every catalog is formatted
 * with 0 in every locale, through the compiled catalogs the pages load.
 */
const root = join(import.meta.dirname, '../../..');
const catalogModules = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');

/** The source (English) text of every plural message, from the English catalogs. */
function pluralSources(): string[] {
  const dir = join(root, 'locales', 'en');
  const ids = readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .flatMap((name) =>
      [...readFileSync(join(dir, name), 'utf8').matchAll(/^msgid "((?:[^"\\]|\\.)*)"$/gm)].map(
        (m) => JSON.parse(`"${m[1]}"`) as string,
      ),
    );
  return [...new Set(ids)].filter((id) => /\{\w+, plural,/.test(id));
}

async function i18nIn(locale: string) {
  const i18n = setupI18n();
  const loads = Object.entries(catalogModules).filter(([path]) => path.includes(`/locales/${locale}/`));
  for (const [, load] of loads) i18n.load(locale, (await load()).messages);
  i18n.activate(locale);
  return i18n;
}

/** The message with every count at `count` and its other values as letters (none of them is a digit). */
function values(source: string, count: number): Record<string, unknown> {
  const names = [...source.matchAll(/\{(\w+)(?:, (plural|number|date))?/g)];
  return Object.fromEntries(names.map(([, name, kind]) => [name, kind === 'plural' ? count : `<${name}>`]));
}

/** What the messages fixed for zero read with 0. */
const ZERO: Record<string, Partial<Record<string, string>>> = {
  '{count, plural, one {# friend invited} other {# friends invited}}': { pt: '0 amigos convidados' },
  '{gems, plural, one {# gem} other {# gems}}': { pt: '0 gemas' },
  '{count, plural, one {# gem} other {# gems}}': { pt: '0 gemas' },
  '{score, plural, one {# gem} other {# gems}}': { pt: '0 gemas' },
  '{gems, plural, one {+# gem} other {+# gems}}': { pt: '+0 gemas' },
  '{gems, plural, one {Purchased! # gem added} other {Purchased! # gems added}}': {
    pt: 'Comprado! 0 gemas adicionadas',
  },
  '{gems, plural, one {Claimed! # gem added} other {Claimed! # gems added}}': { pt: 'Resgatado! 0 gemas adicionadas' },
  '{gems, plural, one {Earn # gem for each friend who joins with your code} other {Earn # gems for each friend who joins with your code}}':
    {
      pt: 'Ganhe 0 gemas para cada amigo que entrar com seu código',
    },
  '{count, plural, one {# spin left today} other {# spins left today}}': { pt: 'Restam 0 giros hoje' },
  '{count, plural, one {# free spin every day} other {# free spins every day}}': { pt: '0 giros grátis por dia' },
  '{count, plural, one {# ad left today} other {# ads left today}}': { pt: 'Restam 0 anúncios hoje' },
  '{count, plural, one {# spin added} other {# spins added}}': { pt: '0 giros adicionados' },
  '{count, plural, one {# guardian} other {# guardians}}': { pt: '0 guardiões' },
  '{count, plural, one {# subscriber} other {# subscribers}}': { pt: '0 assinantes' },
  '{count, plural, one {# like} other {# likes}}': { pt: '0 curtidas' },
  '{count, plural, one {# post} other {# posts}}': { pt: '0 publicações' },
  '{left, plural, one {# character left to create this week} other {# characters left to create this week}}': {
    pt: 'Restam 0 personagens para criar nesta semana',
  },
  '{gems, plural, one {# gem expires} other {# gems expire}} within {days} days, the first on {date}.': {
    pt: '0 gemas expiram nos próximos <days> dias; a primeira em <date>.',
  },
  '{stars, plural, one {# more star to the next level} other {# more stars to the next level}}': {
    pt: 'Faltam 0 estrelas para o próximo nível',
  },
  '{gems, plural, one {# gem from} other {# gems from}} {count, plural, one {# supporter} other {# supporters}}': {
    pt: '0 gemas de 0 apoiadores',
  },
  '{stars, plural, one {# star} other {# stars}}': { pt: '0 estrelas' },
  'Level {level}: {stars, plural, one {# star} other {# stars}}': { pt: 'Nível <level>: 0 estrelas' },
  '{days, plural, one {# day} other {# days}} {clock}': { pt: '0 dias <clock>' },
  // Zero days are left out on purpose (the countdown starts at the hours); the hours, minutes and seconds read as
  // plurals.
  '{days, plural, =0 {} one {# day, } other {# days, }}{hours, plural, one {# hour} other {# hours}}, {minutes, plural, one {# minute} other {# minutes}} and {seconds, plural, one {# second} other {# seconds}}':
    {
      en: '0 hours, 0 minutes and 0 seconds',
      es: '0 horas, 0 minutos y 0 segundos',
      pt: '0 horas, 0 minutos e 0 segundos',
      ja: '0時間0分0秒',
      zh: '0小时0分0秒',
    },
};

describe('plural messages with a count of 0', () => {
  const sources = pluralSources();

  it('are all found in the catalogs', () => {
    expect(sources.length).toBeGreaterThanOrEqual(Object.keys(ZERO).length);
    expect(Object.keys(ZERO).filter((source) => !sources.includes(source))).toEqual([]);
  });

  for (const locale of ALL_LOCALES) {
    it(`read like their plural in ${locale} (0 as 2 does, besides the days a countdown leaves out)`, async () => {
      const i18n = await i18nIn(locale);
      const wrong = sources.flatMap((source) => {
        const id = generateMessageId(source);
        const zero = i18n._(id, values(source, 0));
        const expected = ZERO[source]?.[locale];
        if (expected !== undefined)
          return zero === expected ? [] : [`${source}\n  0 reads "${zero}", expected "${expected}"`];
        // Without an entry in the table: 0 reads like 2, the plural of every language here.
        const two = i18n._(id, values(source, 2));
        return zero.replace(/(?<!\d)0(?!\d)/g, '2') === two ? [] : [`${source}\n  0 reads "${zero}", 2 reads "${two}"`];
      });
      expect(wrong).toEqual([]);
    });
  }
});
