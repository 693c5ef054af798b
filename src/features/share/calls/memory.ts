import { shareMemory } from '@/api/contract/share-memory';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/memory: its body is the one index.html's early request sends. */
export const memoryContentCall = (id: string) =>
  ({ key: `memory:${id}`, load: async (client) => (await callEndpoint(client, shareMemory, shareBodies.memory(id))).memory }) satisfies ShareContentCall<unknown>;
