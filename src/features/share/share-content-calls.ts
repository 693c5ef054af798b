import { shareChat, shareChatHistory, shareFm, shareImage, shareMaterial, shareMemory, shareTemplate, shareVideo } from '@/api/contract/share';
import type { ApiClient } from '@/services/api/client';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from './early-share-request';

/** One piece of shared content: `key` names it (page and id), `load` asks the server for it. */
export interface ShareContentCall<T> {
  readonly key: string;
  readonly load: (client: ApiClient) => Promise<T>;
}

/**
 * The content call of each page that is known from its URL. The bodies come from shareBodies, the
 * same ones index.html uses for its early request, so the client can adopt that request.
 */
export const shareContentCalls = {
  chat: (id: string) => call(`chat:${id}`, async (client) => (await callEndpoint(client, shareChat, shareBodies.chat(id))).chat),
  image: (id: string) => call(`image:${id}`, async (client) => (await callEndpoint(client, shareImage, shareBodies.image(id))).image),
  material: (id: string) => call(`material:${id}`, async (client) => (await callEndpoint(client, shareMaterial, shareBodies.material(id))).material),
  memory: (id: string) => call(`memory:${id}`, async (client) => (await callEndpoint(client, shareMemory, shareBodies.memory(id))).memory),
  chatHistory: (id: string) => call(`chat_history:${id}`, async (client) => (await callEndpoint(client, shareChatHistory, shareBodies.chatHistory(id))).history),
  template: (id: string) => call(`template:${id}`, async (client) => (await callEndpoint(client, shareTemplate, shareBodies.template(id))).template),
  video: (id: string) => call(`video:${id}`, async (client) => (await callEndpoint(client, shareVideo, shareBodies.video(id))).video),
  fm: (id: string) => call(`fm:${id}`, async (client) => (await callEndpoint(client, shareFm, shareBodies.fm(id))).fm),
};

function call<T>(key: string, load: (client: ApiClient) => Promise<T>): ShareContentCall<T> {
  return { key, load };
}
