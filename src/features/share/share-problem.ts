import type { MessageDescriptor } from '@lingui/core';
import { StatusCode } from '@/api/contract/codes';
import { isApiError } from '@/services/api/api-error';
import { errorMessages, uiMessages } from '@/ui/messages';

/** Every unhappy state a share page can be in (SPEC §8), one per text the visitor sees. */
export type ShareProblem =
  | 'not_found'
  | 'image_expired'
  | 'voice_expired'
  | 'template_unavailable'
  | 'video_gone'
  | 'post_not_visible'
  | 'user_unavailable'
  | 'chat_history_unavailable'
  | 'network'
  | 'failed';

const BY_STATUS: Readonly<Record<number, ShareProblem>> = {
  [StatusCode.NotFound]: 'not_found',
  // The id passed our URL check but not the server's: as good as unknown.
  [StatusCode.InvalidParam]: 'not_found',
  [StatusCode.ImageExpired]: 'image_expired',
  [StatusCode.VoiceExpired]: 'voice_expired',
  [StatusCode.TemplateDeleted]: 'template_unavailable',
  [StatusCode.VideoGone]: 'video_gone',
  [StatusCode.PostNotVisible]: 'post_not_visible',
  [StatusCode.UserUnavailable]: 'user_unavailable',
  [StatusCode.ChatHistoryUnavailable]: 'chat_history_unavailable',
};

/**
 * What a failed share request means to the visitor. No answer at all (offline, timeout, a dropped
 * connection) is a network error worth retrying; any other failure (HTTP 5xx, a malformed answer, a
 * code this page does not know) is "content loading failed".
 */
export function shareProblemOf(error: unknown): ShareProblem {
  if (!isApiError(error)) return 'network';
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return 'network';
    case 'business':
      return BY_STATUS[error.status_code] ?? 'failed';
    case 'http':
      return error.status === 404 ? 'not_found' : 'failed';
    default:
      return 'failed';
  }
}

/** The translated text of each problem. */
export const PROBLEM_TEXT: Readonly<Record<ShareProblem, MessageDescriptor>> = {
  not_found: uiMessages.pageNotFound,
  image_expired: errorMessages.imageMaterialExpired,
  voice_expired: errorMessages.voiceExpired,
  template_unavailable: errorMessages.templateUnavailable,
  video_gone: errorMessages.videoGone,
  post_not_visible: errorMessages.postNotVisible,
  user_unavailable: errorMessages.userUnavailable,
  chat_history_unavailable: errorMessages.chatHistoryUnavailable,
  network: errorMessages.networkError,
  failed: errorMessages.contentLoadingFailed,
};

/** Problems a new attempt may fix: the page offers Retry. */
export const isRetryable = (problem: ShareProblem): boolean => problem === 'network' || problem === 'failed';
