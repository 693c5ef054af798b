import { describe, expect, it, vi } from 'vitest';
import { isBackVisit, markCurrentUrlAsBack, navigateForward, nextPageUrl } from '@/services/navigation/forward';

function fakeHistory(href: string) {
  const location = { href };
  const history = {
    state: { key: 'router-key' } as unknown,
    replaceState: vi.fn((state: unknown, _title: string, url?: string | URL | null) => {
      history.state = state;
      if (url) location.href = String(url);
    }),
  };
  return { location, history };
}

describe('forward navigation', () => {
  it('marks the current URL with is_back=1 on the web, keeping its query, hash and router state', () => {
    const { location, history } = fakeHistory('https://h5.talkie-ai.com/rank?tab=daily#top');
    const navigate = vi.fn();
    const url = navigateForward(
      { path: '/rank/supporters', query: { npc_id: 'n1', empty: '', none: undefined } },
      { location, history, isNativeApp: false, navigate },
    );
    expect(location.href).toBe('https://h5.talkie-ai.com/rank?tab=daily&is_back=1#top');
    expect(history.replaceState).toHaveBeenCalledWith(
      { key: 'router-key' },
      '',
      'https://h5.talkie-ai.com/rank?tab=daily&is_back=1#top',
    );
    expect(url).toBe('/rank/supporters?npc_id=n1');
    expect(navigate).toHaveBeenCalledWith('/rank/supporters?npc_id=n1');
  });

  it('does not mark inside the native app, but still navigates with the query', () => {
    const { location, history } = fakeHistory('https://h5.talkie-ai.com/rank');
    const navigate = vi.fn();
    navigateForward({ path: '/tag/7', query: { from: 'rank' } }, { location, history, isNativeApp: true, navigate });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/tag/7?from=rank');
  });

  it('marks once only', () => {
    const { location, history } = fakeHistory('https://h5.talkie-ai.com/rank?is_back=1');
    markCurrentUrlAsBack({ location, history, isNativeApp: false });
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('merges the next query into a path that has one', () => {
    expect(nextPageUrl('/share/chat?id=1#x', { id: 2, lang: 'en' })).toBe('/share/chat?id=2&lang=en#x');
    expect(nextPageUrl('/a')).toBe('/a');
  });

  it('tells a return visit', () => {
    expect(isBackVisit('?is_back=1')).toBe(true);
    expect(isBackVisit('?is_back=0')).toBe(false);
    expect(isBackVisit(new URLSearchParams('x=1'))).toBe(false);
  });
});
