import { shareChat, shareChatHistory, shareFm, shareImage, shareMaterial, shareMemory, shareTemplate, shareVideo } from '@/api/contract/share';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/endpoints';
import { prefetchShareContent } from './use-share-content';

/** The request behind each share page identified by one id. */
export const shareRequests = {
  chat: async (client: ApiClient, id: string) => (await callEndpoint(client, shareChat, { chat_id: id })).chat,
  chat_history: async (client: ApiClient, id: string) => (await callEndpoint(client, shareChatHistory, { memory_id: id })).history,
  fm: async (client: ApiClient, id: string) => (await callEndpoint(client, shareFm, { fm_id: id })).fm,
  image: async (client: ApiClient, id: string) => (await callEndpoint(client, shareImage, { image_id: id })).image,
  material: async (client: ApiClient, id: string) => (await callEndpoint(client, shareMaterial, { material_id: id })).material,
  memory: async (client: ApiClient, id: string) => (await callEndpoint(client, shareMemory, { memory_id: id })).memory,
  template: async (client: ApiClient, id: string) => (await callEndpoint(client, shareTemplate, { template_id: id })).template,
  video: async (client: ApiClient, id: string) => (await callEndpoint(client, shareVideo, { video_id: id })).video,
} as const;

export type ShareKind = keyof typeof shareRequests;

/** The page's content key (useShareContent), or null when the URL named no valid id. */
export const shareKey = (kind: ShareKind, id: string | null | undefined): string | null => (id ? `${kind}:${id}` : null);

/**
 * Starts a share page's request from its route loader, while the page's code and catalog are still
 * arriving; the page then picks up the same request by its key instead of sending another.
 */
export function prefetchShare(kind: ShareKind, id: string | null | undefined, client: ApiClient | undefined): void {
  const key = shareKey(kind, id);
  if (!key || !id || !client) return;
  const request: (client: ApiClient, id: string) => Promise<unknown> = shareRequests[kind];
  prefetchShareContent(client, key, () => request(client, id));
}
