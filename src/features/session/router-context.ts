import type { AppServices } from '@/services/app-services';

/** What route loaders get from the app: the page's services (null in tests that build a bare router). */
export interface RouterContext {
  readonly services: AppServices | null;
}
