import * as v from 'valibot';
import { defineEndpoint, id } from './endpoint';
import { shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/template (one page's part of share.ts, so each page carries only its own). */
export const ShareTemplateRequestSchema = v.object({ template_id: id() });
export const SharedTemplateSchema = v.object({
  ...shareBase,
  template_id: v.string(),
  title: v.string(),
  description: v.string(),
  cover_url: v.string(),
  preview_video_url: v.string(),
  use_count: v.number(),
});
export type SharedTemplate = v.InferOutput<typeof SharedTemplateSchema>;
export const shareTemplate = defineEndpoint({
  path: SharePaths.template,
  token: 'optional',
  request: ShareTemplateRequestSchema,
  data: v.object({ template: SharedTemplateSchema }),
});
