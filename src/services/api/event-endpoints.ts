import type { RequestOf } from '@/api/contract/endpoint';
import { reportEvents as reportEventsEndpoint, type EventReportQuery } from '@/api/contract/event';
import type { ApiClient, RequestOptions } from './client';
import { callEndpoint } from './endpoints';

/** event/report (SPEC §7) takes its own query instead of the common app params; used by the lazy tracker. */
export const reportEvents = (
  client: ApiClient,
  body: RequestOf<typeof reportEventsEndpoint>,
  query: EventReportQuery,
  options?: RequestOptions,
) => callEndpoint(client, reportEventsEndpoint, body, { ...options, commonParams: false, query });
