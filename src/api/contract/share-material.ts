import * as v from 'valibot';
import { defineEndpoint, id, timestampMs } from './endpoint';
import { NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/**
 * The share call of /share/material (one page's part of share.ts, so each page carries only its own):
 * an image or a voice; expired ones answer ImageExpired / VoiceExpired.
 */
export const ShareMaterialRequestSchema = v.object({ material_id: id() });
export const SharedMaterialSchema = v.object({
  ...shareBase,
  material_id: v.string(),
  material_type: v.picklist(['image', 'voice']),
  title: v.string(),
  url: v.string(),
  /** Image materials: pixel size; voice materials: 0. */
  width: v.number(),
  height: v.number(),
  /** Voice materials: length; image materials: 0. */
  duration_ms: v.number(),
  expires_at_ms: timestampMs(),
  npc: v.nullable(NpcSchema),
});
export type SharedMaterial = v.InferOutput<typeof SharedMaterialSchema>;
export const shareMaterial = defineEndpoint({
  path: SharePaths.material,
  token: 'optional',
  request: ShareMaterialRequestSchema,
  data: v.object({ material: SharedMaterialSchema }),
});
