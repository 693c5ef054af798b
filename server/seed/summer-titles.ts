import type { ContractLocale } from '../../src/api/contract/endpoint';
import type { SEED_LOCALES } from './ids';

/**
 * The summer collections hold one FM show and one character from each seed language; every visitor
 * reads their titles in their own language (a Latin-language visitor never sees another script).
 * Names are written the way each language writes a foreign name.
 */
type SeedLocale = (typeof SEED_LOCALES)[number];
type Titles = Record<ContractLocale, string>;

const NAMES: Record<SeedLocale, Titles> = {
  en: { en: 'Luna', zh: '露娜', es: 'Luna', pt: 'Luna', ja: 'ルナ' },
  zh: { en: 'Lin Xia', zh: '林夏', es: 'Lin Xia', pt: 'Lin Xia', ja: '林夏' },
  es: { en: 'Sofía', zh: '索菲亚', es: 'Sofía', pt: 'Sofía', ja: 'ソフィア' },
  pt: { en: 'Rafael', zh: '拉斐尔', es: 'Rafael', pt: 'Rafael', ja: 'ラファエル' },
  ja: { en: 'Haru', zh: '小春', es: 'Haru', pt: 'Haru', ja: 'ハル' },
};

/** Each seed FM's title, "Midnight Radio with <name>", as every language titles it. */
const FM_TITLE: Record<ContractLocale, (name: string) => string> = {
  en: (name) => `Midnight Radio with ${name}`,
  zh: (name) => `${name}的午夜电台`,
  es: (name) => `Radio de medianoche con ${name}`,
  pt: (name) => `Rádio da meia-noite com ${name}`,
  ja: (name) => `${name}の真夜中ラジオ`,
};

const mapTitles = (f: (locale: ContractLocale) => string): Titles => ({
  en: f('en'),
  zh: f('zh'),
  es: f('es'),
  pt: f('pt'),
  ja: f('ja'),
});

export const npcItemTitles = (seed: SeedLocale): Titles => NAMES[seed];
export const fmItemTitles = (seed: SeedLocale): Titles => mapTitles((locale) => FM_TITLE[locale](NAMES[seed][locale]));

/** SQL that writes the titles onto seed rows of a database seeded before titles existed (migration 10). */
export function seedTitlesSql(locales: readonly SeedLocale[]): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return locales
    .flatMap((seed) => [
      `UPDATE summer_items SET titles = ${quote(JSON.stringify(fmItemTitles(seed)))} WHERE item_id = ${quote(`fm_item_${seed}`)};`,
      `UPDATE summer_items SET titles = ${quote(JSON.stringify(npcItemTitles(seed)))} WHERE item_id = ${quote(`npc_item_${seed}`)};`,
    ])
    .join('\n');
}
