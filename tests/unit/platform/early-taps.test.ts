import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_GLOBAL, earlyTapsScript, replayEarlyTap } from '@/platform/early-taps';

type TapsWindow = Window & { [EARLY_TAPS_GLOBAL]?: () => Element[] };

/** The page as the server sends it: markup in #root, then the inline script, run as the browser would. */
function serverPage(markup: string): void {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  new Function(earlyTapsScript())();
}

afterEach(() => {
  delete (window as TapsWindow)[EARLY_TAPS_GLOBAL];
  document.body.innerHTML = '';
});

describe('taps before the app has started', () => {
  it('taps the last button tapped again, once, when the app has started', () => {
    serverPage('<button id="open" data-early-tap>Open app</button><button id="save" data-early-tap>Save</button>');
    const taps: string[] = [];
    document.getElementById('open')?.click();
    document.getElementById('save')?.click();
    document.getElementById('open')?.click();
    // The app's handlers arrive (hydration).
    for (const id of ['open', 'save']) document.getElementById(id)?.addEventListener('click', () => taps.push(id));
    expect(replayEarlyTap()).toBe(true);
    expect(taps).toEqual(['open']);
    // Handed over once: later taps are the app's own, not replayed.
    document.getElementById('save')?.click();
    expect(taps).toEqual(['open', 'save']);
    expect(replayEarlyTap()).toBe(false);
    expect(taps).toEqual(['open', 'save']);
  });

  it('counts a tap on what a button holds (its label or icon) as a tap on the button', () => {
    serverPage('<button id="open" data-early-tap><span id="label">Open app</span></button>');
    document.getElementById('label')?.click();
    const taps: string[] = [];
    document.getElementById('open')?.addEventListener('click', () => taps.push('open'));
    expect(replayEarlyTap()).toBe(true);
    expect(taps).toEqual(['open']);
  });

  it('replays nothing when no marked control was tapped: text, a control outside the page, an unmarked button', () => {
    document.body.innerHTML = '<button id="outside" data-early-tap>Elsewhere</button><div id="root"><p id="text">Hello</p><button id="play">Play</button></div>';
    new Function(earlyTapsScript())();
    document.getElementById('outside')?.click();
    document.getElementById('text')?.click();
    document.getElementById('play')?.click();
    expect(replayEarlyTap()).toBe(false);
  });

  it('does not tap a button that has left the page or is disabled', () => {
    serverPage('<button id="open" data-early-tap>Open app</button>');
    document.getElementById('open')?.click();
    document.getElementById('open')?.remove();
    expect(replayEarlyTap()).toBe(false);

    serverPage('<button id="buy" data-early-tap>Buy</button>');
    document.getElementById('buy')?.click();
    document.getElementById('buy')?.setAttribute('disabled', '');
    expect(replayEarlyTap()).toBe(false);
  });

  it('does nothing on a page the app rendered itself (no inline script)', () => {
    document.body.innerHTML = '<div id="root"><button id="open" data-early-tap>Open app</button></div>';
    document.getElementById('open')?.click();
    expect(replayEarlyTap()).toBe(false);
  });
});
