/**
 * The clone machine with the page's real effects (one place per flow): the creator calls of the
 * API, the bridge's shareCloneNpc and saveImageToPhotosAlbum, and the page's own handlers.
 */
import { fromPromise } from 'xstate';
import { cloneMachine } from '@machines/clone/clone.machine';
import type { CloneDraft, CloneQuota, CreateResult } from '@machines/clone/types';
import { CreatorStatusCode } from '@/api/contract/creator-codes';
import { createClone } from '@/api/contract/creator';
import type { ApiClient } from '@/services/api';
import { isApiError } from '@/services/api/api-error';
import type { Bridge } from '@/services/bridge';
import { callEndpoint } from '@/services/api/call-endpoint';
import { cloneQuotaCall } from './clone-calls';

export interface CloneFlowDeps {
  readonly client: ApiClient;
  readonly bridge: Bridge;
  readonly inApp: boolean;
  readonly requestLogin: () => void;
  readonly shareOnWeb: (npcId: string) => void;
  readonly openAppUpdate: () => void;
  readonly clearDraft: () => void;
  /** A browser saves the card by downloading it. */
  readonly downloadCard: (cardUrl: string) => Promise<void>;
}

export function provideCloneMachine(deps: CloneFlowDeps) {
  const { client, bridge } = deps;
  return cloneMachine.provide({
    actors: {
      loadQuota: fromPromise<CloneQuota, void>(() => cloneQuotaCall.load(client)),
      createClone: fromPromise<CreateResult, { draft: CloneDraft; requestId: string }>(async ({ input }) => {
        try {
          const { clone } = await callEndpoint(client, createClone, {
            request_id: input.requestId,
            name: input.draft.name.trim(),
            persona: input.draft.persona.trim(),
            greeting: input.draft.greeting.trim(),
            image_urls: [...input.draft.imageUrls],
          });
          return {
            outcome: 'created',
            clone: { cloneId: clone.clone_id, npcId: clone.npc_id, name: clone.name, cardUrl: clone.card_url },
          };
        } catch (error) {
          if (isApiError(error) && error.status_code === CreatorStatusCode.ContentViolation)
            return { outcome: 'violation' };
          if (isApiError(error) && error.status_code === CreatorStatusCode.ImageReferenceInvalid)
            return { outcome: 'pictures' };
          if (isApiError(error) && error.status_code === CreatorStatusCode.CreateLimitExceeded)
            return { outcome: 'limit' };
          throw error;
        }
      }),
      shareClone: fromPromise<null, { npcId: string }>(async ({ input }) => {
        await bridge.call('shareCloneNpc', { npc_id: input.npcId });
        return null;
      }),
      saveCard: fromPromise<null, { cardUrl: string }>(async ({ input }) => {
        if (deps.inApp) await bridge.call('saveImageToPhotosAlbum', { url: input.cardUrl });
        else await deps.downloadCard(input.cardUrl);
        return null;
      }),
    },
    actions: {
      requestLogin: () => queueMicrotask(deps.requestLogin),
      shareOnWeb: (_, params) => deps.shareOnWeb(params.npcId),
      openAppUpdate: () => deps.openAppUpdate(),
      clearDraft: () => deps.clearDraft(),
    },
  });
}
