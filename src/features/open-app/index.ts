/** Opening the app from a page: used by the share, membership and invitation pages. */
export { OpenAppButton, type OpenAppButtonProps } from './open-app-button';
export { DownloadPrompt } from './download-prompt';
export { BrowserGuide } from './browser-guide';
export { OpenAppProvider, useOpenAppScope } from './open-app-context';
export { useOpenApp, OpenAppEvent, type OpenAppControls, type OpenAppOptions, type OpenAppTap } from './use-open-app';
export { deepLinkFor, HOME_TARGET, trackingQuery, type OpenAppTarget, type ShareTracking } from './open-app-target';
export { appOpenStrategyFor, browserNavigate, provideAppOpenMachine, watchPageVisibility, TEST_NAVIGATE_HOOK, type AppOpenEffects, type AppOpenActor } from './app-open-flow';
export { openAppMessages } from './messages';
