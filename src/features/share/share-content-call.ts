import type { ApiClient } from '@/services/api/client';

/**
 * One piece of shared content: `key` names it (page and id), `load` asks the server for it. Each page's
 * own call is in calls/, next to nothing else, so a page's chunk carries only its own contract.
 */
export interface ShareContentCall<T> {
  readonly key: string;
  readonly load: (client: ApiClient) => Promise<T>;
}
