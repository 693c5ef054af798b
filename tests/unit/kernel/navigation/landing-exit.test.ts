import { describe, expect, it, vi } from 'vitest';
import { createBackNavigation } from '@/kernel/navigation/back-navigation';
import { isLandingEntry, landingExit, parentOf } from '@/kernel/navigation/landing-exit';

const DOWNLOAD = 'https://talkie-ai.com/download';
const ORIGIN = 'https://h5.talkie-ai.com';

describe('where Back goes from a landing page (browser, WeChat)', () => {
  it.each([
    ['/feedback_help/question/12', '/feedback_help'],
    ['/feedback_help/category/3', '/feedback_help'],
    ['/feedback', '/feedback_help'],
    ['/app/delete', '/feedback_help'],
    ['/rank/supporters', '/rank'],
    ['/star_rank', '/rank'],
    ['/achievement/npc', '/rank'],
    ['/ai/clone/create', '/ai/clone'],
    ['/summer/rank', '/summer'],
    ['/ug/rule', '/ug'],
  ])('%s goes up to its parent %s', (path, parent) => {
    expect(landingExit(path, DOWNLOAD)).toEqual({ kind: 'route', path: parent });
  });

  it.each([
    '/share/chat',
    '/share/memory/7',
    '/static/privacy',
    '/rank',
    '/feedback_help',
    '/ai/clone',
    '/no/such/page',
  ])('%s has no parent here: the download page, saying where from', (path) => {
    const exit = landingExit(path, DOWNLOAD);
    expect(exit.kind).toBe('external');
    const url = new URL(exit.kind === 'external' ? exit.url : '');
    expect(url.origin + url.pathname).toBe(DOWNLOAD);
    expect(url.searchParams.get('from_page')).toBe(path.slice(1).replace(/\//g, '_'));
  });

  it('does not mistake a longer name for a parent (feedback_help is not under feedback)', () => {
    expect(parentOf('/feedback_help')).toBeNull();
    expect(parentOf('/feedbackx')).toBeNull();
    expect(parentOf('/rank/')).toBeNull();
  });
});

describe('the first entry of this site', () => {
  const facts = { routerCanGoBack: false, referrer: '', origin: ORIGIN, historyLength: 1 };
  it('a fresh tab, or after another site or about:blank, is a landing entry', () => {
    expect(isLandingEntry(facts)).toBe(true);
    expect(isLandingEntry({ ...facts, historyLength: 2 })).toBe(true);
    expect(isLandingEntry({ ...facts, historyLength: 2, referrer: 'https://example.com/post' })).toBe(true);
    expect(isLandingEntry({ ...facts, referrer: 'not a url', historyLength: 3 })).toBe(true);
  });
  it('an entry the router pushed, or a full load from a page of this site, is not', () => {
    expect(isLandingEntry({ ...facts, routerCanGoBack: true, historyLength: 2 })).toBe(false);
    expect(isLandingEntry({ ...facts, historyLength: 3, referrer: `${ORIGIN}/rank` })).toBe(false);
  });
});

describe('the back button with a landing check', () => {
  const history = { back: vi.fn(), subscribe: () => () => undefined, href: () => '/share/chat' };
  it('outside the app leaves a landing entry upwards, and goes back otherwise', () => {
    const leaveLanding = vi.fn();
    let landing = true;
    const navigation = createBackNavigation({
      inNativeApp: false,
      canExitWebView: true,
      history,
      exitWebView: vi.fn(),
      showCloseHint: vi.fn(),
      isLandingEntry: () => landing,
      leaveLanding,
    });
    navigation.back();
    expect(leaveLanding).toHaveBeenCalledTimes(1);
    expect(history.back).not.toHaveBeenCalled();
    landing = false;
    navigation.back();
    expect(history.back).toHaveBeenCalledTimes(1);
  });
  it('inside the app never asks: the back-to-native flow closes the webview as before', () => {
    const isLanding = vi.fn(() => true);
    const leaveLanding = vi.fn();
    const navigation = createBackNavigation({
      inNativeApp: true,
      canExitWebView: true,
      history,
      exitWebView: vi.fn(),
      showCloseHint: vi.fn(),
      isLandingEntry: isLanding,
      leaveLanding,
      load: () => new Promise(() => undefined),
    });
    navigation.back();
    expect(isLanding).not.toHaveBeenCalled();
    expect(leaveLanding).not.toHaveBeenCalled();
  });
});
