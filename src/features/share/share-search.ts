import { shareIdOf } from './share-ids';

/**
 * Query parameters that identify shared content (README "Share page query parameters"). Each page
 * reads one id named like the API field: chat_id, image_id, material_id, template_id, video_id,
 * post_id, fm_id (memory and chat history take {memoryID} from the path). A missing or malformed
 * id becomes undefined, and the page shows its not-found state: never an exception in the router.
 */
export const SHARE_ID_PARAMS = [
  'chat_id',
  'image_id',
  'material_id',
  'template_id',
  'video_id',
  'post_id',
  'fm_id',
] as const;
export type ShareIdParam = (typeof SHARE_ID_PARAMS)[number];

/** A content id from the URL, or undefined when it is missing or not a well-formed id. */
export const parseShareId = shareIdOf;

/**
 * validateSearch for a page identified by `param`: `{ [param]?: string }`. The key is always present
 * (undefined when invalid) because the router merges the raw query under the validated values: an
 * absent key would let the raw, unchecked value through.
 */
export function shareSearch<P extends ShareIdParam>(param: P) {
  return (search: Record<string, unknown>): { [K in P]?: string | undefined } =>
    ({ [param]: parseShareId(search[param]) }) as { [K in P]?: string | undefined };
}
