import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StatusCode } from '@/api/contract/codes';
import { activateLocale } from '@/i18n/i18n';
import { RankPage } from '@/features/rank/rank-page';
import type { BoardSearch } from '@/features/rank/rank-search';
import { createServerClock } from '@/services/clock/server-clock';
import type { AppServices } from '@/services/app-services';
import { fakeServices as routeServices } from '../../kernel/open-app/support/render-app';
import {
  anonymousSession,
  businessError,
  fakeServices,
  hosts,
  realNameSession,
  renderPage,
  type Routes,
} from '../membership/support/fake-app';
import { renderRoute } from '../share/support/render-route';

const entry = (rank: number, npcId: string) => ({
  rank,
  npc: { npc_id: npcId, name: `Npc ${npcId}`, avatar_url: 'https://example.test/a.png' },
  creator: { user_id: `c_${npcId}`, nickname: `Creator ${npcId}`, avatar_url: 'https://example.test/c.png' },
  score: 100 - rank,
});

const board = (search: BoardSearch, npcIds: string[], resetsAtMs: number | null) => ({
  ...search,
  entries: npcIds.map((id, i) => entry(i + 1, id)),
  total: npcIds.length,
  own_entry: null,
  own_state: 'unranked' as const,
  period_started_at_ms: Date.now() - 60_000,
  resets_at_ms: resetsAtMs,
  server_time_ms: Date.now(),
});

/** Services with the app's server clock (the board's countdown reads it). */
function services(routes: Routes) {
  const fake = fakeServices(hosts.androidChrome, routes);
  return { ...fake, services: { ...fake.services, clock: createServerClock() } as AppServices };
}

const npcIdsOnScreen = () => screen.queryAllByTestId('rank-entry').map((row) => row.getAttribute('data-npc-id'));

describe('rank boards: loading, reloading and errors', () => {
  it('a reload of the same board keeps its list on screen (busy) until the new answer replaces it', async () => {
    let answers = 0;
    let release: () => void = () => undefined;
    const daily: BoardSearch = { board: 'popular', period: 'daily' };
    const fake = services({
      'rank/get_board': () => {
        answers += 1;
        // The first answer's period is over: the countdown's zero reloads the board, whose answer waits.
        if (answers === 1) return board(daily, ['n1', 'n2'], Date.now() - 1);
        return new Promise((resolve) => (release = () => resolve(board(daily, ['n3'], Date.now() + 3_600_000))));
      },
    });
    renderPage(<RankPage query={daily} onSearch={() => undefined} />, {
      services: fake.services,
      session: anonymousSession,
    });
    expect(await screen.findByTestId('rank-board')).toBeInTheDocument();
    expect(npcIdsOnScreen()).toEqual(['n1', 'n2']);

    await waitFor(() => expect(answers).toBe(2));
    expect(screen.getByTestId('rank-board')).toHaveAttribute('aria-busy', 'true');
    expect(npcIdsOnScreen()).toEqual(['n1', 'n2']);
    expect(screen.queryByTestId('loading')).toBeNull();

    await act(async () => release());
    await waitFor(() => expect(npcIdsOnScreen()).toEqual(['n3']));
    expect(screen.getByTestId('rank-board')).not.toHaveAttribute('aria-busy');
  });

  it('another period starts from loading, without the previous board on screen', async () => {
    let releaseWeekly: () => void = () => undefined;
    const daily: BoardSearch = { board: 'popular', period: 'daily' };
    const weekly: BoardSearch = { board: 'popular', period: 'weekly' };
    const fake = services({
      'rank/get_board': (body) =>
        body.period === 'daily'
          ? board(daily, ['n1'], Date.now() + 3_600_000)
          : new Promise((resolve) => (releaseWeekly = () => resolve(board(weekly, ['w1'], Date.now() + 3_600_000)))),
    });
    let show: (search: BoardSearch) => void = () => undefined;
    function Board() {
      const [search, setSearch] = useState(daily);
      show = setSearch;
      return <RankPage query={search} onSearch={setSearch} />;
    }
    renderPage(<Board />, { services: fake.services, session: realNameSession });
    expect(await screen.findByTestId('rank-board')).toBeInTheDocument();
    expect(npcIdsOnScreen()).toEqual(['n1']);

    act(() => show(weekly));
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(screen.queryByTestId('rank-board')).toBeNull();

    await act(async () => releaseWeekly());
    await waitFor(() => expect(npcIdsOnScreen()).toEqual(['w1']));
  });

  it('a real-name visitor: their own entry comes from the read that names them, once their login is ready', async () => {
    const daily: BoardSearch = { board: 'popular', period: 'daily' };
    let reads = 0;
    const fake = services({
      'rank/get_board': () => {
        reads += 1;
        return {
          ...board(daily, ['n1', 'n2'], Date.now() + 3_600_000),
          own_entry: entry(7, 'mine'),
          own_state: 'ranked' as const,
        };
      },
    });
    renderPage(<RankPage query={daily} onSearch={() => undefined} />, {
      services: fake.services,
      session: realNameSession,
    });
    await waitFor(() => expect(screen.getByTestId('rank-own-entry')).toHaveAttribute('data-npc-id', 'mine'));
    expect(npcIdsOnScreen()).toEqual(['n1', 'n2']);
    // At most the board as everyone sees it (asked before the login was ready), then the read naming them.
    expect(reads).toBeLessThanOrEqual(2);
  });

  it('an anonymous visitor: the board as everyone sees it, read once, without an own entry', async () => {
    const daily: BoardSearch = { board: 'popular', period: 'daily' };
    let reads = 0;
    const fake = services({
      'rank/get_board': () => {
        reads += 1;
        return { ...board(daily, ['n1'], Date.now() + 3_600_000), own_state: 'visitor' as const };
      },
    });
    renderPage(<RankPage query={daily} onSearch={() => undefined} />, {
      services: fake.services,
      session: anonymousSession,
    });
    expect(await screen.findByTestId('rank-board')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toBe(1);
    expect(screen.queryByTestId('rank-own-entry')).toBeNull();
    expect(screen.queryByTestId('rank-own-unranked')).toBeNull();
  });

  it('a network failure offers Retry, and Retry loads the board', async () => {
    let answers = 0;
    const daily: BoardSearch = { board: 'popular', period: 'daily' };
    const fake = services({
      'rank/get_board': () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        return board(daily, ['n1'], null);
      },
    });
    renderPage(<RankPage query={daily} onSearch={() => undefined} />, {
      services: fake.services,
      session: anonymousSession,
    });
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(npcIdsOnScreen()).toEqual(['n1']));
    expect(answers).toBe(2);
  });

  it('a server failure says so with Retry; an unknown character is the missing target, without Retry (its route asks once)', async () => {
    const failing = services({
      'rank/get_board': () => {
        throw businessError('/weaver/api/v1/rank/get_board', StatusCode.Internal);
      },
    });
    const first = renderPage(<RankPage query={{ board: 'popular', period: 'daily' }} onSearch={() => undefined} />, {
      services: failing.services,
      session: realNameSession,
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Network Error')).toBeNull();
    first.unmount();

    await activateLocale('en');
    // The route's loader starts the same read the page makes: the server is asked once.
    const unknown = routeServices(hosts.androidChrome, async ({ path }) => {
      throw businessError(path, StatusCode.RankTargetNotFound);
    });
    // The area's pages chunk is in (the route renders it lazily), so the page renders within act.
    await import('@/features/rank/pages');
    await act(async () => void (await renderRoute('/star_rank?npc_id=npc_missing', { services: unknown.services })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await screen.findByTestId('see-rankings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(unknown.request).toHaveBeenCalledTimes(1);
  });
});
