import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { StatusCode } from '../../src/api/contract/codes';
import { SharePaths } from '../../src/api/contract/share';
import { SeedIds } from '../../server/seed/ids';
import { expectNoProblems } from './support/page-problems';
import { expect, test } from './share.helpers';

/**
 * The nine share pages against the local API server (each test has its own instance, see
 * share.helpers.ts): seeded content, every unhappy state the server can answer, and axe-core.
 */

const problem = (page: Page) => page.getByTestId('share-problem');

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('seeded content', () => {
  test('/share/chat: the character, both senders, an aside and a voice message that plays from the keyboard', async ({
    page,
    problems,
  }) => {
    await page.goto(`/share/chat?chat_id=${SeedIds.chats.en}`);
    await expect(page.getByTestId('npc-card')).toContainText('Luna');
    await expect(page).toHaveTitle('Late night at the library');
    const items = page.getByTestId('conversation').getByRole('listitem');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveAttribute('data-kind', 'aside');
    await expect(items.nth(1)).toHaveAttribute('data-sender', 'ai');
    await expect(items.nth(2)).toHaveAttribute('data-sender', 'user');
    const player = items.nth(3).getByTestId('voice-player');
    await expect(player).toHaveAttribute('data-player-state', 'ready');
    await player.getByRole('button').focus();
    await page.keyboard.press('Enter');
    // The seeded voice is a short tone: it plays, then the player is Ready again.
    await expect(player).toHaveAttribute('data-player-state', /loading|playing/);
    await expect(player).toHaveAttribute('data-player-state', 'ready', { timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(problems);
  });

  test('a voice that fails to load shows Reload, and a tap on Reload plays it', async ({ page }) => {
    let failures = 1;
    await page.route('**/weaver/media/audio/**', (route) =>
      failures-- > 0 ? route.abort('connectionreset') : route.fallback(),
    );
    await page.goto(`/share/material?material_id=${SeedIds.materials.voice.en}`);
    const player = page.getByTestId('voice-player');
    await player.getByRole('button').click();
    await expect(player).toHaveAttribute('data-player-state', 'reload');
    await player.getByRole('button').click();
    // Ready again only after playing to the end (a failure would show Reload).
    await expect(player).toHaveAttribute('data-player-state', 'ready', { timeout: 10_000 });
  });

  test('/share/chat in Japanese content', async ({ page }) => {
    await page.goto(`/share/chat?chat_id=${SeedIds.chats.ja}`);
    await expect(page.getByTestId('npc-card')).toContainText('ハル');
    await expect(page.getByTestId('conversation')).toContainText('おかえり！窓際の席、取っておいたよ。');
  });

  test('/share/image: the picture with its prompt as alt text and a reserved size', async ({ page, problems }) => {
    await page.goto(`/share/image?image_id=${SeedIds.images.en}`);
    const image = page.getByRole('img', { name: 'A quiet library at midnight, warm lamps, rain on tall windows' });
    await expect(image).toHaveAttribute('width', '768');
    await expect(image).toHaveAttribute('height', '1024');
    await expect(page.getByTestId('author-chip')).toHaveText('Maple Writes');
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(problems);
  });

  test('/share/material: an image material and a voice material', async ({ page, problems }) => {
    await page.goto(`/share/material?material_id=${SeedIds.materials.image.en}`);
    await expect(page.getByRole('img', { name: 'Library at midnight' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/share/material?material_id=${SeedIds.materials.voice.en}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Luna says good night' })).toBeVisible();
    await expect(page.getByTestId('voice-player')).toHaveAttribute('data-player-state', 'ready');
    expectNoProblems(problems);
  });

  test('/share/memory/{id}: cover, text, the first messages, and a link to the chat history that keeps the share tracking', async ({
    page,
    problems,
  }) => {
    await page.goto(`/share/memory/${SeedIds.memories.en}?share_trace_id=trace-mem&share_clk_type=wechat`);
    await expect(page.getByRole('heading', { level: 2, name: 'The lighthouse story' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'The lighthouse story' })).toBeVisible();
    await expect(page.getByTestId('conversation').getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('chat-history-link').click();
    await expect(page).toHaveURL(
      `/share/chat_history/${SeedIds.memories.en}?share_trace_id=trace-mem&share_clk_type=wechat`,
    );
    await expect(page.getByTestId('conversation').getByRole('listitem')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(problems);
  });

  test('/share/template: cover, title and description', async ({ page, problems }) => {
    await page.goto(`/share/template?template_id=${SeedIds.templates.en}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rainy day confession' })).toBeVisible();
    await expect(page.getByText('Turn your character into a short rainy-day confession video.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rainy day confession' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(problems);
  });

  test('/share/video: the video with its poster, nothing downloaded before play', async ({ page, problems }) => {
    await page.goto(`/share/video?video_id=${SeedIds.videos.en}`);
    const video = page.getByTestId('share-video');
    await expect(video).toHaveAttribute('poster', /\/weaver\/media\/cover\/video_en\.svg$/);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(page.getByRole('heading', { level: 2, name: 'Luna reads by the window' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(problems);
  });

  test('/share/post: a public post, and a HandsOff (400) one shows like any other', async ({ page, problems }) => {
    await page.goto(`/share/post?post_id=${SeedIds.posts.en}`);
    await expect(page.getByRole('heading', { level: 2, name: 'My first week with Luna' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'My first week with Luna' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/share/post?post_id=${SeedIds.postsByVisibility.handsOff}`);
    await expect(page.getByRole('heading', { level: 2, name: 'My first week with Luna' })).toBeVisible();
    await expect(page.getByTestId('post-visibility-notice')).toHaveCount(0);
    expectNoProblems(problems);
  });

  test('/share/fm: the episode with its player and host character', async ({ page, problems }) => {
    await page.goto(`/share/fm?fm_id=${SeedIds.fm.en}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Midnight Radio with Luna' })).toBeVisible();
    await expect(page.getByTestId('voice-player')).toContainText('3:00');
    await expect(page.getByTestId('npc-card')).toContainText('Luna');
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(problems);
  });
});

test.describe('unhappy states from seed data', () => {
  const cases = [
    [
      '/share/material?material_id=' + SeedIds.materials.expiredImage,
      'image_expired',
      'Too late, this image material has expired',
    ],
    [
      '/share/material?material_id=' + SeedIds.materials.expiredVoice,
      'voice_expired',
      'Too late, this voice has expired',
    ],
    [
      '/share/template?template_id=' + SeedIds.deletedTemplate,
      'template_unavailable',
      'Sorry, this template is no longer available',
    ],
    ['/share/video?video_id=' + SeedIds.goneVideo, 'video_gone', 'The video is gone'],
    ['/share/chat?chat_id=' + SeedIds.chatByBannedUser, 'user_unavailable', 'This user account is unavailable'],
    ['/share/post?post_id=' + SeedIds.postByBannedUser, 'user_unavailable', 'This user account is unavailable'],
    [
      '/share/chat_history/' + SeedIds.memoryHistoryUnavailable,
      'chat_history_unavailable',
      'Chat history is currently unavailable',
    ],
    ['/share/image?image_id=no_such_image', 'not_found', 'Sorry, this page does not exist'],
    ['/share/fm', 'not_found', 'Sorry, this page does not exist'],
    ['/share/memory/bad%20id', 'not_found', 'Sorry, this page does not exist'],
  ] as const;
  for (const [url, kind, text] of cases) {
    test(`${url}: ${text}`, async ({ page, problems }) => {
      await page.goto(url);
      await expect(problem(page)).toHaveAttribute('data-problem', kind);
      await expect(problem(page)).toContainText(text);
      await expect(problem(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByTestId('open-app-button')).toBeVisible();
      if (kind === 'video_gone') await expectNoSeriousA11yViolations(page);
      expectNoProblems(problems);
    });
  }

  test('a memory whose history is unavailable still shows, with the §8 text instead of the link', async ({ page }) => {
    await page.goto(`/share/memory/${SeedIds.memoryHistoryUnavailable}`);
    await expect(page.getByRole('heading', { level: 2, name: 'The lighthouse story' })).toBeVisible();
    await expect(page.getByTestId('chat-history-unavailable')).toHaveText('Chat history is currently unavailable');
    await expect(page.getByTestId('chat-history-link')).toHaveCount(0);
  });

  for (const [name, id] of Object.entries({
    doingModeration: SeedIds.postsByVisibility.doingModeration,
    visibleSelf: SeedIds.postsByVisibility.visibleSelf,
    visibleNone: SeedIds.postsByVisibility.visibleNone,
  })) {
    test(`a visitor never sees a ${name} post: the §8 text and trending posts, which open`, async ({
      page,
      problems,
    }) => {
      await page.goto(`/share/post?post_id=${id}&share_trace_id=trace-post`);
      await expect(problem(page)).toHaveText('This post is not visible. Trending post have been recommended for you.');
      const trending = page.getByTestId('trending-posts').getByRole('link');
      await expect(trending).toHaveCount(3);
      await expect(page.getByRole('heading', { level: 2, name: 'My first week with Luna' })).toHaveCount(0);
      if (name === 'visibleNone') {
        await expectNoSeriousA11yViolations(page);
        await trending.first().click();
        await expect(page).toHaveURL('/share/post?post_id=trending_post_en_1&share_trace_id=trace-post');
        await expect(page.getByRole('heading', { level: 2, name: 'Top 5 cozy characters this week' })).toBeVisible();
      }
      expectNoProblems(problems);
    });
  }

  test('an expired voice message inside a chat says so and keeps its transcript', async ({ page, api }) => {
    // Seeded voices last ten years: move the server (and the page, whose requests are signed with its
    // clock) a day past that.
    const later = 3651 * 24 * 60 * 60 * 1000;
    await api.control.setClockOffset(later);
    await page.clock.install({ time: Date.now() + later });
    await page.goto(`/share/chat?chat_id=${SeedIds.chats.en}`);
    const voice = page.getByTestId('conversation').locator('[data-kind="voice"]');
    await expect(voice.getByTestId('voice-expired')).toHaveText('Too late, this voice has expired');
    await expect(voice).toContainText('Once, a lighthouse fell in love with the moon...');
    await expect(voice.getByTestId('voice-player')).toHaveCount(0);
  });
});

test.describe('unhappy states from fault injection', () => {
  test('the server failing: "Sorry, content loading failed~" with Retry, which then loads', async ({
    page,
    api,
    problems,
  }) => {
    await api.control.addFault({
      path: SharePaths.fm,
      kind: 'base_resp',
      status_code: StatusCode.Internal,
      status_msg: 'boom',
      count: 1,
    });
    await page.goto(`/share/fm?fm_id=${SeedIds.fm.en}`);
    await expect(problem(page)).toHaveAttribute('data-problem', 'failed');
    await expect(problem(page)).toContainText('Sorry, content loading failed~');
    await problem(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Midnight Radio with Luna' })).toBeVisible();
    expectNoProblems(problems);
  });

  test('a malformed answer is a loading failure, never a crash', async ({ page, api }) => {
    await api.control.addFault({ path: SharePaths.template, kind: 'malformed', count: 1 });
    await page.goto(`/share/template?template_id=${SeedIds.templates.en}`);
    await expect(problem(page)).toContainText('Sorry, content loading failed~');
  });

  test('a dropped connection: "Network Error" with Retry, which then loads', async ({ page, api }) => {
    // Until cleared: the browser itself retries a request whose reused connection was reset.
    await api.control.addFault({ path: SharePaths.video, kind: 'drop' });
    await page.goto(`/share/video?video_id=${SeedIds.videos.en}`);
    await expect(problem(page)).toHaveAttribute('data-problem', 'network');
    await expect(problem(page)).toContainText('Network Error');
    await api.control.clearFaults();
    await problem(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('share-video')).toBeVisible();
  });

  test('a slow answer shows the loading state first', async ({ page, api }) => {
    await api.control.addFault({ path: SharePaths.image, kind: 'latency', latency_ms: 1500, count: 1 });
    await page.goto(`/share/image?image_id=${SeedIds.images.en}`);
    await expect(page.getByTestId('share-body').getByTestId('loading')).toBeVisible();
    await expect(page.getByTestId('author-chip')).toBeVisible();
    await expect(page.getByTestId('loading')).toHaveCount(0);
  });
});

test.describe('a phone whose clock is wrong', () => {
  test('an hour ahead: the server refuses the timestamp once, and the page signs again with the server time', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.now() + 60 * 60 * 1000 });
    const timestamps: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SharePaths.chat)
        timestamps.push(Number(request.headers()['x-timestamp']));
    });
    await page.goto(`/share/chat?chat_id=${SeedIds.chats.en}`);
    await expect(page.getByTestId('npc-card')).toContainText('Luna');
    await expect(page).toHaveTitle('Late night at the library');
    // The first request (index.html's early one) carries the phone's time; the one after it the server's.
    expect(timestamps).toHaveLength(2);
    expect(Math.abs((timestamps[0] ?? 0) - Date.now() / 1000 - 3600)).toBeLessThan(60);
    expect(Math.abs((timestamps[1] ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  });
});

test.describe('Japanese line breaks', () => {
  test.use({ locale: 'ja-JP' });

  /** Kana a Japanese line never starts with (JIS X 4051's small kana and the prolonged sound mark). */
  const NO_LINE_START = /[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー]/;

  /** The first character of each rendered line of an element's text, from the text's character boxes. */
  const lineStarts = (element: Locator) =>
    element.evaluate((el) => {
      const text = el.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) throw new Error('not one text node');
      const range = document.createRange();
      const starts: { char: string; top: number }[] = [];
      for (let i = 0; i < (text.textContent ?? '').length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (starts.length === 0 || top > (starts.at(-1)?.top ?? 0) + 2)
          starts.push({ char: text.textContent?.[i] ?? '', top });
      }
      return starts.map((s) => s.char);
    });

  for (const width of [390, 320]) {
    test(`the download banner's tagline starts no line with a small kana at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/share/chat?chat_id=${SeedIds.chats.ja}`);
      const tagline = page.getByTestId('download-prompt').locator('.oa-prompt__tagline');
      await expect(tagline).toHaveText('AIキャラクターとおしゃべり');
      const starts = await lineStarts(tagline);
      expect(
        starts.filter((c) => NO_LINE_START.test(c)),
        `lines start with ${starts.join(', ')}`,
      ).toEqual([]);
    });
  }
});
