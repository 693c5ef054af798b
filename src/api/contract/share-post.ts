import * as v from 'valibot';
import { defineEndpoint, id, LocaleSchema } from './endpoint';
import { NpcSchema, shareBase } from './share-common';
import { SharePaths } from './share-paths';

/** The share call of /share/post (one page's part of share.ts, so each page carries only its own). */
/** SPEC §3 moderation visibility: DoingModeration 0, VisibleAll 100, VisibleSelf 200, VisibleNone 300, HandsOff 400. */
export const VisibilitySchema = v.picklist([0, 100, 200, 300, 400]);
export const SharePostRequestSchema = v.object({ post_id: id() });
export const SharedPostSchema = v.object({
  ...shareBase,
  post_id: v.string(),
  title: v.string(),
  content: v.string(),
  image_urls: v.array(v.string()),
  npc: v.nullable(NpcSchema),
  /** Only 100 and 400 reach other viewers; the author also sees 0 (under review) and 200. */
  visibility: VisibilitySchema,
  like_count: v.number(),
  comment_count: v.number(),
});
export type SharedPost = v.InferOutput<typeof SharedPostSchema>;
export const sharePost = defineEndpoint({
  path: SharePaths.post,
  token: 'optional',
  request: SharePostRequestSchema,
  data: v.object({ post: SharedPostSchema }),
});

export const TrendingPostsRequestSchema = v.object({
  locale: v.optional(LocaleSchema),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
});
/** Shown instead of a post the viewer may not see. */
export const trendingPosts = defineEndpoint({
  path: SharePaths.trendingPosts,
  token: 'optional',
  request: TrendingPostsRequestSchema,
  data: v.object({ posts: v.array(SharedPostSchema) }),
});
