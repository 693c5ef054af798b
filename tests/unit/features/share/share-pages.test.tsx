import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StatusCode } from '@/api/contract/codes';
import { ApiError } from '@/services/api/api-error';
import { fakeServices, hosts } from '../../kernel/open-app/support/render-app';
import { chat, post } from './fixtures';
import { ok, renderRoute } from './support/render-route';

const business = (path: string, status_code: number) =>
  new ApiError({ kind: 'business', base_resp: { status_code, status_msg: 'x' }, status: 200, path, method: 'POST' });

describe('/share/chat', () => {
  it('shows the character and the conversation: senders for screen readers, asides, a voice player, an expired voice', async () => {
    const fake = fakeServices(hosts.androidChrome, async ({ data }) => {
      expect(data).toEqual({ chat_id: 'chat_en' });
      return ok({ chat });
    });
    await renderRoute('/share/chat?chat_id=chat_en', { services: fake.services });
    const conversation = await screen.findByTestId('conversation');
    expect(screen.getByRole('heading', { name: 'Luna' })).toBeInTheDocument();
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.kind)).toEqual(['aside', 'text', 'text', 'voice', 'voice']);
    expect(items[1]).toHaveTextContent('Luna: You came back!');
    expect(items[2]).toHaveTextContent('Maple Writes: Tell me a story?');
    expect(within(items[3] as HTMLElement).getByTestId('voice-player')).toBeInTheDocument();
    expect(within(items[4] as HTMLElement).queryByTestId('voice-player')).toBeNull();
    expect(items[4]).toHaveTextContent('Too late, this voice has expired');
    expect(items[4]).toHaveTextContent('An old goodnight.');
    await waitFor(() => expect(document.title).toBe('Late night at the library'));
  });

  it('a network error offers Retry, and Retry loads the content', async () => {
    let calls = 0;
    const fake = fakeServices(hosts.iosSafari, async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return ok({ chat });
    });
    await renderRoute('/share/chat?chat_id=chat_en', { services: fake.services });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('conversation')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('the page asks the server once, however often it renders', async () => {
    let calls = 0;
    const fake = fakeServices(hosts.androidChrome, async () => {
      calls += 1;
      return ok({ chat });
    });
    await renderRoute('/share/chat?chat_id=chat_en', { services: fake.services });
    expect(await screen.findByTestId('conversation')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
  });

  it('an answer that arrives while the route loads is in the first render: no loading frame', async () => {
    const fake = fakeServices(hosts.androidChrome, async () => ok({ chat }));
    await renderRoute('/share/chat?chat_id=chat_en', { services: fake.services });
    // No waiting: the route loader already had the answer when the page rendered.
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
    expect(screen.queryByTestId('loading')).toBeNull();
  });

  it('an answer slower than the first paint may wait for is shown after the loading state', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fake = fakeServices(hosts.androidChrome, () => new Promise((resolve) => (answer = resolve)));
    await renderRoute('/share/chat?chat_id=chat_en', { services: fake.services });
    expect(screen.getByTestId('share-body')).toContainElement(screen.getByTestId('loading'));
    answer(ok({ chat }));
    expect(await screen.findByTestId('conversation')).toBeInTheDocument();
  });

  it('a missing or malformed chat_id shows not found without asking the server', async () => {
    const fake = fakeServices(hosts.iosSafari);
    await renderRoute('/share/chat?chat_id=%3Cscript%3E', { services: fake.services });
    expect(await screen.findByTestId('share-problem')).toHaveAttribute('data-problem', 'not_found');
    expect(fake.request).not.toHaveBeenCalled();
  });

  it('a banned author: "This user account is unavailable", and the app button opens the app’s home', async () => {
    const fake = fakeServices(hosts.talkieIos, async ({ path }) => {
      throw business(path, StatusCode.UserUnavailable);
    });
    await renderRoute('/share/chat?chat_id=chat_banned_author', { services: fake.services });
    expect(await screen.findByText('This user account is unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('open-app-button'));
    await expect
      .poll(() => fake.bridgeCall.mock.calls[0])
      .toEqual(['openNativePage', { page: 'talkie://main?tab=home&channel_label=H5' }]);
  });
});

describe('/share/post moderation', () => {
  const answering =
    (visibility: 0 | 100 | 200 | 300 | 400) =>
    async ({ path }: { path: string }) =>
      path.endsWith('/trending_posts')
        ? ok({ posts: [post(100, 'trending_post_en_1')] })
        : ok({ post: post(visibility) });

  it('the author sees their own post under review, with a notice', async () => {
    const fake = fakeServices(hosts.iosSafari, answering(0));
    await renderRoute('/share/post?post_id=post_1', { services: fake.services, userId: 'u_creator_en' });
    expect(await screen.findByTestId('post-visibility-notice')).toHaveTextContent(
      'Under review: only you can see this post for now',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Post post_1' })).toBeInTheDocument();
  });

  it('the author sees a VisibleSelf post with an "only you" notice', async () => {
    const fake = fakeServices(hosts.iosSafari, answering(200));
    await renderRoute('/share/post?post_id=post_1', { services: fake.services, userId: 'u_creator_en' });
    expect(await screen.findByTestId('post-visibility-notice')).toHaveTextContent('Only you can see this post');
  });

  it.each([0, 200, 300] as const)(
    'anyone else never sees a post with visibility %i: the §8 text and trending posts instead',
    async (visibility) => {
      const fake = fakeServices(hosts.iosSafari, answering(visibility));
      await renderRoute('/share/post?post_id=post_1&share_trace_id=t1', {
        services: fake.services,
        userId: 'u_viewer',
        shell: { params: { share_trace_id: 't1' } },
      });
      expect(
        await screen.findByText('This post is not visible. Trending post have been recommended for you.'),
      ).toBeInTheDocument();
      const trending = await screen.findByTestId('trending-posts');
      const link = within(trending).getByRole('link');
      expect(link.getAttribute('href')).toBe('/share/post?post_id=trending_post_en_1&share_trace_id=t1');
      expect(screen.queryByRole('heading', { level: 2, name: 'Post post_1' })).toBeNull();
    },
  );

  it.each([100, 400] as const)('visibility %i shows to every visitor without a notice', async (visibility) => {
    const fake = fakeServices(hosts.iosSafari, answering(visibility));
    await renderRoute('/share/post?post_id=post_1', { services: fake.services, userId: 'u_viewer' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Post post_1' })).toBeInTheDocument();
    expect(screen.queryByTestId('post-visibility-notice')).toBeNull();
  });
});
