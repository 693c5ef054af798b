/**
 * Opening the app from a page: used by the share, membership and invitation pages.
 * Only light modules are exported here; the machine and XState load lazily (open-app-runtime.ts).
 */
export { OpenAppButton, type OpenAppButtonProps } from './open-app-button';
export { DownloadPrompt } from './download-prompt';
export { OpenAppProvider, useOpenAppScope } from './open-app-context';
export { useOpenApp, OpenAppEvent, type OpenAppControls, type OpenAppOptions, type OpenAppTap } from './use-open-app';
export { HOME_TARGET, trackingQuery, type OpenAppTarget, type ShareTracking } from './open-app-target';
export { openAppMessages } from './messages';
