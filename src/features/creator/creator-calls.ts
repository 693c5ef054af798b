import {
  getSeriesEpilogue,
  getSubscriptionSettings,
  getSubscriptionStatus,
  getTheme,
  getTopic,
  getWeeklyReport,
} from '@/api/contract/creator';
import { endpointCall } from '@/kernel/data';

/**
 * The first read of each creator page (kernel/data), built in one place so a route loader that starts
 * the read asks under the same key as the page.
 */
export const seriesEpilogueCall = (seriesId: string) => endpointCall(getSeriesEpilogue, { series_id: seriesId });
export const themeCall = (themeId: string) => endpointCall(getTheme, { theme_id: themeId });
export const topicCall = (tagId: string) => endpointCall(getTopic, { tag_id: tagId });
export const subscriptionStatusCall = (creatorId: string) =>
  endpointCall(getSubscriptionStatus, { creator_id: creatorId });
export const subscriptionSettingsCall = () => endpointCall(getSubscriptionSettings, {});
export const weeklyReportCall = () => endpointCall(getWeeklyReport, {});
