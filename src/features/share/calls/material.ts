import { shareMaterial } from '@/api/contract/share-material';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/material: its body is the one index.html's early request sends. */
export const materialContentCall = (id: string) =>
  ({ key: `material:${id}`, load: async (client) => (await callEndpoint(client, shareMaterial, shareBodies.material(id))).material }) satisfies ShareContentCall<unknown>;
