/**
 * Opening the app from a page: used by the share, membership and invitation pages.
 * Only light modules are exported here; the machine and XState load lazily (open-app-runtime.ts).
 */
export { OpenAppButton } from './open-app-button';
export { DownloadPrompt } from './download-prompt';
export { OpenAppProvider, useOpenAppScope } from './open-app-context';
export { OpenAppEvent } from './use-open-app';
export { HOME_TARGET, type OpenAppTarget } from './open-app-target';
export { openAppMessages } from './messages';
