import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyTapsScript, NO_EARLY_TAP_ATTRIBUTE } from '@/platform/early-taps';

/** The page as the server sends it: markup in #root, then the inline script, run as the browser would. */
function serverPage(markup: string): void {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  new Function(earlyTapsScript())();
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const tap = (id: string) => byId(id).click();

/** The app's handlers, as React's: on the root, reaching only what it has hydrated. */
function appHandlers(): string[] {
  const taps: string[] = [];
  byId('root').addEventListener('click', (event) => {
    const control = (event.target as Element).closest('[id]');
    if (control && control.id !== 'root') taps.push(control.id);
  });
  return taps;
}

/** React hydrating an element: it keeps the element's props on it. */
const hydrate = (...ids: string[]) => ids.forEach((id) => Object.assign(byId(id), { __reactProps$test: {} }));

// Each test's page adds its own listener; a fresh document stands in for a fresh page.
let listeners: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'Date'] });
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      add(type, listener, options);
      listeners.push(() => window.removeEventListener(type, listener, options));
    },
  );
});
afterEach(() => {
  listeners.forEach((remove) => remove());
  listeners = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('taps before the app has taken the page over', () => {
  it('holds a tap on a button or a tab until it is hydrated, then taps it again, once', () => {
    serverPage(
      '<button id="back">Back</button><div role="tablist"><button role="tab" id="weekly">Weekly</button></div>',
    );
    const taps = appHandlers();
    tap('weekly');
    vi.advanceTimersByTime(1000);
    // Held while the app is loading: the half-started app never sees it.
    expect(taps).toEqual([]);
    hydrate('back', 'weekly');
    vi.advanceTimersByTime(100);
    expect(taps).toEqual(['weekly']);
    vi.advanceTimersByTime(5000);
    expect(taps).toEqual(['weekly']);
    // Hydrated controls are the app's own: not held.
    tap('back');
    expect(taps).toEqual(['weekly', 'back']);
  });

  it('replays the taps made while waiting in their order, each once; taps in a row on one control count once', () => {
    serverPage(
      '<button id="daily" role="tab">Daily</button><span id="monthly" role="tab">Monthly</span><button id="open"><span id="label">Open app</span></button>',
    );
    const taps = appHandlers();
    tap('monthly');
    tap('daily');
    // A tap on what a button holds (its label or icon) is a tap on the button; twice in a row is once.
    tap('label');
    tap('open');
    hydrate('daily', 'monthly', 'open');
    vi.advanceTimersByTime(1000);
    expect(taps).toEqual(['monthly', 'daily', 'open']);
  });

  it('keeps the order when a later control is hydrated first', () => {
    serverPage('<button id="board" role="tab">Gem Elite</button><button id="period" role="tab">Weekly</button>');
    const taps = appHandlers();
    tap('board');
    tap('period');
    hydrate('period');
    vi.advanceTimersByTime(500);
    expect(taps).toEqual([]);
    hydrate('board');
    vi.advanceTimersByTime(500);
    expect(taps).toEqual(['board', 'period']);
  });

  it('waits for the tapped control itself: another part hydrated first does not replay it', () => {
    serverPage('<button id="back">Back</button><button id="weekly" role="tab">Weekly</button>');
    const taps = appHandlers();
    tap('weekly');
    hydrate('back');
    vi.advanceTimersByTime(500);
    expect(taps).toEqual([]);
    hydrate('weekly');
    vi.advanceTimersByTime(100);
    expect(taps).toEqual(['weekly']);
  });

  it('does not let a submit button send its form as a plain page would', () => {
    serverPage('<form id="form"><input name="reason" value="my text"><button id="send">Send</button></form>');
    let sentNatively = false;
    byId('form').addEventListener('submit', (event) => {
      sentNatively = !event.defaultPrevented;
      event.preventDefault();
    });
    tap('send');
    expect(sentNatively).toBe(false);
  });

  it('leaves links, text, controls outside the page and controls that need the visitor’s own gesture alone', () => {
    document.body.innerHTML = `<button id="outside">Elsewhere</button><div id="root"><p id="text">Hello</p><a id="link" href="#rules">Rules</a><button id="play" ${NO_EARLY_TAP_ATTRIBUTE}>Play</button><div ${NO_EARLY_TAP_ATTRIBUTE}><button id="copy">Copy</button></div></div>`;
    new Function(earlyTapsScript())();
    const taps = appHandlers();
    for (const id of ['outside', 'text', 'link', 'play', 'copy']) tap(id);
    // Not held: they reach the page at once (the link is followed by the browser), and nothing is replayed.
    expect(taps).toEqual(['text', 'link', 'play', 'copy']);
    hydrate('play', 'copy');
    vi.advanceTimersByTime(1000);
    expect(taps).toEqual(['text', 'link', 'play', 'copy']);
  });

  it('drops a held tap whose control left the page, is disabled, or was never hydrated', () => {
    serverPage(
      '<button id="open">Open app</button><button id="buy">Buy</button><button id="back">Back</button><button id="stuck">Stuck</button>',
    );
    const taps = appHandlers();
    tap('open');
    tap('buy');
    tap('back');
    byId('open').remove();
    byId('buy').setAttribute('disabled', '');
    hydrate('buy', 'back');
    vi.advanceTimersByTime(500);
    // The one still there and enabled is handled; the others are skipped, not waited for.
    expect(taps).toEqual(['back']);
    taps.length = 0;
    // The app never came (its script failed): after a while the tap is forgotten, not replayed later.
    tap('stuck');
    vi.advanceTimersByTime(25_000);
    hydrate('stuck');
    vi.advanceTimersByTime(1000);
    expect(taps).toEqual([]);
  });

  it('does nothing on a page the app rendered itself (no inline script)', () => {
    document.body.innerHTML = '<div id="root"><button id="open">Open app</button></div>';
    const taps = appHandlers();
    tap('open');
    expect(taps).toEqual(['open']);
  });
});
