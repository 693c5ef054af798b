import { shareVideo } from '@/api/contract/share-video';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/video: its body is the one index.html's early request sends. */
export const videoContentCall = (id: string) =>
  ({ key: `video:${id}`, load: async (client) => (await callEndpoint(client, shareVideo, shareBodies.video(id))).video }) satisfies ShareContentCall<unknown>;
