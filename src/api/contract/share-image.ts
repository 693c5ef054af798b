import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/image (one page's part of share.ts, so each page carries only its own). */
export const ShareImageRequestSchema = v.object({ image_id: id() });
export const SharedImageSchema = v.object({
  ...shareBase,
  image_id: v.string(),
  url: v.string(),
  width: v.number(),
  height: v.number(),
  prompt: v.string(),
  npc: v.nullable(NpcSchema),
});
export type SharedImage = v.InferOutput<typeof SharedImageSchema>;
export const shareImage = defineEndpoint({
  path: SharePaths.image,
  token: 'optional',
  request: ShareImageRequestSchema,
  data: v.object({ image: SharedImageSchema }),
});
