import { shareFm } from '@/api/contract/share-fm';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/fm: its body is the one index.html's early request sends. */
export const fmContentCall = (id: string) =>
  ({ key: `fm:${id}`, load: async (client) => (await callEndpoint(client, shareFm, shareBodies.fm(id))).fm }) satisfies ShareContentCall<unknown>;
