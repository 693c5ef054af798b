import type { ApiClient } from '@/services/api/client';

/** What route loaders get from the app: the API client, so a page's data can be asked for before it renders. */
export interface RouterContext {
  readonly client: ApiClient;
}
