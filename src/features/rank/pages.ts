/**
 * Every page of the rankings area, imported by each of its routes: the area then builds into one
 * shared chunk, and the boot chunk's preload table names one file for it instead of one per module.
 */
export { AchievementsPage } from './achievements-page';
export { RankDetailPage } from './rank-detail-page';
export { RankPage } from './rank-page';
export { StarRankPage } from './star-rank-page';
export { SupportersPage } from './supporters-page';
