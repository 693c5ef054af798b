import { shareTemplate } from '@/api/contract/share-template';
import { callEndpoint } from '@/services/api/call-endpoint';
import { shareBodies } from '../early-share-request';
import type { ShareContentCall } from '../share-content-call';

/** The content call of /share/template: its body is the one index.html's early request sends. */
export const templateContentCall = (id: string) =>
  ({ key: `template:${id}`, load: async (client) => (await callEndpoint(client, shareTemplate, shareBodies.template(id))).template }) satisfies ShareContentCall<unknown>;
