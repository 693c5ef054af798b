import { SeedIds } from '../../server/seed/ids';
import { expect, test } from './support/fixtures';
import { keptServerMarkup, openServerRendered } from './support/server-markup';
import { expectNoProblems } from './support/page-problems';
import { ONE_PROJECT } from './membership-invitation.helpers';

/**
 * The pages whose content is the same for everyone, as the preview server renders them: the content
 * is in the HTML; the app takes the page over (hydrates the server's markup, not a new one) without a
 * mismatch and without asking again for the data the HTML carried. The share pages have their own
 * spec (share-ssr.spec.ts). The render does not depend on the device profile: one profile.
 */
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructuring pattern
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== ONE_PROJECT, 'the server render does not depend on the device profile');
});

const { rank, creator } = SeedIds;
/**
 * A page of every family the server renders, with a text of its content (server/seed, docs-content) in English and
 * Japanese.
 */
const PAGES: [url: string, en: string, ja: string][] = [
  [
    '/static/privacy',
    'This policy explains what information Talkie collects',
    '本ポリシーは、Talkie がどのような情報を',
  ],
  [
    '/static/image_creation',
    'Create avatars and pictures of your characters',
    'アプリでキャラクターのアバターや画像を作りましょう',
  ],
  [
    '/level/doc/quest',
    'Quests are small goals that help',
    'クエストは、クリエイターとしての成長を助ける小さな目標です',
  ],
  [
    '/about_stories',
    'Stories are adventures you play with Talkie characters',
    'ストーリーは、Talkie のキャラクターと一緒に遊ぶ冒険です',
  ],
  ['/creator_guide', 'Creator Guide', 'クリエイターガイド'],
  ['/term/community_covenant', 'Community Covenant', 'コミュニティ規約'],
  [
    `/tag/${creator.topics.visible}`,
    'Rainy evenings, warm drinks and characters who listen.',
    'Rainy evenings, warm drinks and characters who listen.',
  ],
  [`/series/epilogue/${creator.series.finished}`, 'The lamp burns again.', 'The lamp burns again.'],
  [`/theme/preview?theme_id=${creator.themes.sakura}`, 'Sakura Evening', 'Sakura Evening'],
  [`/star_rank?npc_id=${rank.popularTop}`, 'Aria the Bard', 'Aria the Bard'],
  [`/rank/supporters?npc_id=${rank.popularTop}`, 'Supporters of Aria the Bard', 'Aria the Bardのサポーター'],
  ['/ug', 'Invite friends, earn gems together', '友達を招待して一緒にジェムをゲット'],
  ['/ug/rule', 'The event runs from', 'イベント期間は'],
];

for (const [locale, language] of [
  ['en-US', 'en'],
  ['ja-JP', 'ja'],
] as const) {
  test.describe(`server-rendered pages in ${language}`, () => {
    test.use({ locale });
    for (const [url, en, ja] of PAGES) {
      const text = language === 'en' ? en : ja;
      test(`${url}: its content in the HTML, taken over without a mismatch or a second request`, async ({
        page,
        problems,
      }) => {
        const { html, dataCalls } = await openServerRendered(page, url);
        expect(html).toContain('data-ssr');
        expect(html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'")).toContain(text);
        await expect(page.locator('[data-page]')).toContainText(text);
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => keptServerMarkup(page), { message: 'the server markup is hydrated, not replaced' })
          .toBe(true);
        expect(dataCalls, 'no second request for what the HTML carried').toEqual([]);
        expectNoProblems(problems, url);
      });
    }
  });
}
