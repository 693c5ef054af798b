import type { I18n } from '@lingui/core';
import type { Locale } from '@/platform/brand';
import type { ApiClient } from '@/services/api/client';

/** What route loaders get from the app: the API client, so a page's data can be asked for before it renders. */
export interface RouterContext {
  readonly client: ApiClient;
  /** Server render: how long loaders wait for content before the page is sent without it. */
  readonly contentWaitMs?: number;
  /** Server render: the visitor's language (the browser's loaders read the page's, once boot has chosen it). */
  readonly locale?: Locale;
  /** Server render: the visitor's catalog, for the loaders that write their page's head (kernel/page-head.ts). */
  readonly i18n?: I18n;
  /** Server render with the visitor's session (the app's auth cookie): loaders may read the visitor's own data. */
  readonly session?: boolean;
  /** With `session`: who the visitor is, once the user check (run beside the loaders) answers; null if it refused. */
  readonly visitor?: Promise<RouteVisitor | null>;
}

/** The visitor a server render with a session is for: what keys of their own data name. */
export interface RouteVisitor {
  readonly userId: string;
  readonly isAnonymous: boolean;
}
