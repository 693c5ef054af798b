import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/fm (one page's part of share.ts, so each page carries only its own). */
export const ShareFmRequestSchema = v.object({ fm_id: id() });
export const SharedFmSchema = v.object({
  ...shareBase,
  fm_id: v.string(),
  /** Passed to the FM playing deep link. */
  fm_type: v.number(),
  title: v.string(),
  description: v.string(),
  cover_url: v.string(),
  audio_url: v.string(),
  duration_ms: v.number(),
  play_count: v.number(),
  npc: NpcSchema,
});
export type SharedFm = v.InferOutput<typeof SharedFmSchema>;
export const shareFm = defineEndpoint({
  path: SharePaths.fm,
  token: 'optional',
  request: ShareFmRequestSchema,
  data: v.object({ fm: SharedFmSchema }),
});
