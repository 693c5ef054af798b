/**
 * Values of the help area that the spec leaves open (listed in the README "Help, feedback, appeals,
 * reports and account deletion"). max_count itself is config.descriptionMaxCount (500).
 */
import { MAX_SHORT_TEXT } from '@/api/contract/help';
import { config } from '@/platform/config';

export const helpConfig = {
  /** Longest description of every form (SPEC max_count; a Chinese character counts 2). */
  descriptionMaxCount: config.descriptionMaxCount,
  /** Longest reason, question and similar one-line fields, under the same rule. */
  shortTextMax: MAX_SHORT_TEXT,
  /** Screenshots or evidence images per form. */
  maxImages: 3,
  /** Images are resized in the page so their longer edge is at most this, then sent as JPEG. */
  imageMaxEdgePx: 1600,
  jpegQuality: 0.82,
  /** "Email us" in the app (bridge sendEmail, 1.4.8+) and the address shown elsewhere. */
  supportEmail: 'support@talkie-ai.com',
  /** Drafts were kept under this prefix per form and user before the one draft store (moved on first read). */
  legacyDraftKeyPrefix: 'talkie_draft',
  /** Days after which a deletion request is carried out (SPEC §9). */
  deletionDays: 7,
} as const;

export type HelpForm = 'feedback' | 'appeal' | 'ban_appeal' | 'report' | 'deletion';
