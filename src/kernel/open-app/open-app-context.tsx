import { createContext, useContext, type ReactNode } from 'react';
import { LazyBrowserGuide } from './lazy-browser-guide';
import { OpenAppStatus } from './open-app-status';
import { useOpenApp, type OpenAppControls, type OpenAppOptions } from './use-open-app';

const OpenAppContext = createContext<OpenAppControls | null>(null);

/**
 * One app-open machine for everything on a page that opens the app (download prompt, buttons, author
 * chips), so two taps can never run two attempts with two sets of timers. Also shows the
 * open-in-browser guide for WeChat and QQ, and in browsers what an attempt is doing.
 */
export function OpenAppProvider({ children, ...options }: OpenAppOptions & { children: ReactNode }) {
  const controls = useOpenApp(options);
  return (
    <OpenAppContext.Provider value={controls}>
      {children}
      {controls.guideOpen ? <LazyBrowserGuide onClose={controls.closeGuide} /> : null}
      <OpenAppStatus controls={controls} />
    </OpenAppContext.Provider>
  );
}

/** The page's open-app controls, or null outside an OpenAppProvider. */
export const useOpenAppScope = (): OpenAppControls | null => useContext(OpenAppContext);
