export { APP_OPEN_STRATEGY, androidMarketFor, appUpdateUrl, appOpenHostOf, resolveAppOpenPlan } from './strategy';
