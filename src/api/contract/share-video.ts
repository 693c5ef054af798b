import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/video (one page's part of share.ts, so each page carries only its own). */
export const ShareVideoRequestSchema = v.object({ video_id: id() });
export const SharedVideoSchema = v.object({
  ...shareBase,
  video_id: v.string(),
  title: v.string(),
  cover_url: v.string(),
  video_url: v.string(),
  duration_ms: v.number(),
  width: v.number(),
  height: v.number(),
  play_count: v.number(),
  npc: v.nullable(NpcSchema),
});
export type SharedVideo = v.InferOutput<typeof SharedVideoSchema>;
export const shareVideo = defineEndpoint({
  path: SharePaths.video,
  token: 'optional',
  request: ShareVideoRequestSchema,
  data: v.object({ video: SharedVideoSchema }),
});
