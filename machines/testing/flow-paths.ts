/**
 * Path-generation settings per flow, shared by the path tests and the docs script so both see
 * the same generated paths.
 *
 * `fixedGuards` are guards decided by the machine's input: their value cannot change during one
 * run, so a path may not plan them both ways. `possibleInputs` rules out combinations no single
 * input can produce.
 */
import type { FlowName } from '../index';
import type { PathLimits } from './paths';

export const flowPathSettings: { readonly [F in FlowName]: PathLimits } = {
  auth: {},
  'refresh-token': { fixedGuards: ['noStoredTime', 'refreshDue'] },
  'real-name-login': { fixedGuards: ['isNativeApp'] },
  'app-open': { fixedGuards: ['showsBrowserGuide', 'opensStoreLink', 'opensNativePage', 'triesApp', 'hasStoreFallback', 'storeNeedsTap', 'hasDownloadFallback'] },
  'back-to-native': { fixedGuards: ['canExitWebView'] },
  'forward-navigation': { fixedGuards: ['isNativeApp'] },
  'bridge-ready': { fixedGuards: ['isNativeApp', 'initialisedAtStart'] },
  'wechat-setup': { fixedGuards: ['inWechat'] },
  polling: {},
  membership: {
    fixedGuards: ['inBrowser', 'appTooOldToPay'],
    // Only the native app can be too old to pay.
    possibleInputs: (plan) => !(plan.wants('inBrowser') === true && plan.wants('appTooOldToPay') === true),
  },
  invitation: { fixedGuards: ['isLoggedIn'] },
  submission: {},
  'spin-wheel': { fixedGuards: ['canWatchAds'] },
  clone: {
    fixedGuards: ['isLoggedIn', 'startsAtIntro', 'startsAtSummary', 'canShareClone', 'inApp', 'quotaFromRoute', 'routeQuotaUsedUp'],
    // Only the app can share a clone; the summary is never the entry of the introduction; a used-up
    // allowance from the route is one; the server reads the allowance with the introduction only (its
    // form and summary show the browser's draft, they are rendered in the browser).
    possibleInputs: (plan) =>
      !(plan.wants('canShareClone') === true && plan.wants('inApp') === false) &&
      !(plan.wants('startsAtIntro') === true && plan.wants('startsAtSummary') === true) &&
      !(plan.wants('routeQuotaUsedUp') === true && plan.wants('quotaFromRoute') === false) &&
      !((plan.wants('quotaFromRoute') === true || plan.wants('routeQuotaUsedUp') === true) && plan.wants('startsAtIntro') === false),
  },
};
