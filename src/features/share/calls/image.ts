import { shareImage } from '@/api/contract/share-image';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/image: its body is the one index.html's early request sends. */
export const imageContentCall = (id: string) =>
  ({ key: `image:${id}`, load: async (client) => (await callEndpoint(client, shareImage, shareBodies.image(id))).image }) satisfies ShareContentCall<unknown>;
