import { useRef } from 'react';
import { useServices } from '@/kernel/session/app-context';
import { rankConfig } from './rank-config';
import { RankEvent } from './rank-events';
import type { BoardSearch, RawQuery } from './rank-search';

export interface BoardPageProps {
  readonly search: BoardSearch;
  /** Writes the tabs into the URL. */
  readonly onSearch: (next: BoardSearch) => void;
}

/** What a board route hands its page: the query, parsed by the page. */
export interface BoardRouteProps {
  readonly query: RawQuery;
  readonly onSearch: (next: BoardSearch) => void;
}

/** Tab changes are tracked with where they came from. */
export function useTabChange(page: string, { search, onSearch }: BoardPageProps) {
  const services = useServices();
  return (next: BoardSearch) => {
    services.analytics.trackClick(RankEvent.tabChange, {
      from_page: page,
      board: next.board,
      period: next.period,
      previous_board: search.board,
      previous_period: search.period,
    });
    onSearch(next);
  };
}

/** Reload at the countdown's zero: the server names the new period, the page never guesses it. */
export function useZeroReload(page: string, search: BoardSearch, reload: () => void) {
  const services = useServices();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return () => {
    services.analytics.trackClick(RankEvent.periodReset, {
      from_page: page,
      board: search.board,
      period: search.period,
    });
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, rankConfig.reloadDelayMs);
  };
}
