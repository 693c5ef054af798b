/**
 * Test hook: outside production, a page may install `window.__talkieTestNavigate(url)` (an end-to-end
 * init script does) to record where the page would go (a store, the app's scheme, the download page)
 * instead of leaving it.
 */
export const TEST_NAVIGATE_HOOK = '__talkieTestNavigate';

/** A navigation away from the page, through the test hook when it is allowed and installed. */
export function browserNavigate(win: Window, allowTestHook: boolean): (url: string) => void {
  return (url) => {
    const hook = (win as unknown as Record<string, unknown>)[TEST_NAVIGATE_HOOK];
    if (allowTestHook && typeof hook === 'function') {
      (hook as (url: string) => void)(url);
      return;
    }
    win.location.href = url;
  };
}

/** Leaves the page for `url` now (see browserNavigate). */
export function leavePageFor(url: string, allowTestHook: boolean): void {
  browserNavigate(window, allowTestHook)(url);
}
