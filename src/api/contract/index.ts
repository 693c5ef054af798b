/** The wire format of the Weaver API, written once for the client, the local API server and the tests. */
export * from './endpoint';
export * from './envelope';
export * from './codes';
export * from './signing';
export * from './account';
export * from './verify-code';
export * from './phone';
export * from './user';
export * from './activity';
export * from './event';
export * from './share';
export * from './membership';
export * from './invitation';
export * from './client-error';
export * from './rank';
export * from './records';
export * from './help';
export * from './campaign';
export * from './creator';

import { getUserStatus, login, refreshAuthToken } from './account';
import { sendVerifyCode } from './verify-code';
import { campaignEndpoints } from './campaign';
import { getWxUrlSignature } from './activity';
import { reportClientErrors } from './client-error';
import {
  createClone,
  getCloneQuota,
  getSeriesEpilogue,
  getSubscriptionSettings,
  getSubscriptionStatus,
  getTheme,
  getTopic,
  getWeeklyReport,
  saveSubscriptionSettings,
  uploadCreatorImage,
} from './creator';
import { reportEvents } from './event';
import { getBanStatus, getHelpCategories, getHelpQuestion, listTickets, replyTicket, submitTicket, uploadImage, voteHelpQuestion } from './help';
import { bindInviteCode, claimInvitationReward, getInvitationInfo, getInviter } from './invitation';
import { claimMembershipReward, completeOrder, createOrder, getMembershipPlans, getMembershipStatus, getOrder, verifyReceipt } from './membership';
import { shareChat, shareChatHistory, shareFm, shareImage, shareMaterial, shareMemory, sharePost, shareTemplate, shareVideo, trendingPosts } from './share';
import { getAchievements, getRankBoard, getRankBoardPage, getStarRank, getSupporters } from './rank';
import { getGemBalance, getUserProfile } from './user';
import { drawCard, getCardDraws, getGemRecord, getOriginality } from './records';

/** Every endpoint of the contract, by name. */
export const endpoints = {
  login,
  sendVerifyCode,
  refreshAuthToken,
  getUserStatus,
  getUserProfile,
  getGemBalance,
  getWxUrlSignature,
  reportEvents,
  reportClientErrors,
  shareChat,
  shareImage,
  shareMaterial,
  shareMemory,
  shareChatHistory,
  shareTemplate,
  shareVideo,
  sharePost,
  trendingPosts,
  shareFm,
  getMembershipStatus,
  getMembershipPlans,
  claimMembershipReward,
  createOrder,
  getOrder,
  completeOrder,
  verifyReceipt,
  getInvitationInfo,
  bindInviteCode,
  claimInvitationReward,
  getInviter,
  getRankBoard,
  getRankBoardPage,
  getSupporters,
  getStarRank,
  getAchievements,
  getOriginality,
  getCardDraws,
  getGemRecord,
  drawCard,
  getHelpCategories,
  getHelpQuestion,
  voteHelpQuestion,
  submitTicket,
  listTickets,
  replyTicket,
  getBanStatus,
  uploadImage,
  ...campaignEndpoints,
  getWeeklyReport,
  getSubscriptionSettings,
  saveSubscriptionSettings,
  getSubscriptionStatus,
  getCloneQuota,
  createClone,
  uploadCreatorImage,
  getTheme,
  getSeriesEpilogue,
  getTopic,
} as const;
export type EndpointName = keyof typeof endpoints;
