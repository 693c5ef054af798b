/** Typed helpers for the server's /__control/ API (test mode). */
import type { FaultInput } from '../control/faults';
import type { LoggedRequest } from '../control/request-log';
import type { FetchLike } from './api-client';

export interface StoredEvent {
  event_uuid: string;
  event_name: string;
  /** The device the page named ('' when it named an account instead). */
  user_identifier: string;
  /** The sender: the token's account, null for a visitor without one. */
  user_id: string | null;
  /** A user the page named who is not the sender. */
  claimed_user_id: string | null;
  event_timestamp_ms: number;
  event_data: { common_params: Record<string, unknown> } & Record<string, unknown>;
  query: Record<string, string>;
  received_at: number;
}

export class ControlClient {
  constructor(
    private readonly baseUrl = 'http://localhost',
    private readonly fetchImpl: FetchLike = (request) => fetch(request),
  ) {}

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, headers: { 'content-type': 'application/json' } };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await this.fetchImpl(new Request(new URL(`/__control${path}`, this.baseUrl), init));
    const json = (await response.json()) as T & { base_resp: { status_code: number; status_msg: string } };
    if (!response.ok || json.base_resp.status_code !== 0)
      throw new Error(`control ${path}: ${json.base_resp.status_msg}`);
    return json;
  }

  reset = () => this.request<object>('POST', '/reset');
  addFault = (fault: Partial<FaultInput> & Pick<FaultInput, 'path' | 'kind'>) =>
    this.request<{ fault: { id: string } }>('POST', '/faults', fault);
  clearFaults = (path?: string) =>
    this.request<object>('DELETE', path ? `/faults?path=${encodeURIComponent(path)}` : '/faults');
  tokens = (action: 'expire' | 'revoke', target: { user_id?: string; token?: string }) =>
    this.request<{ changed: number }>('POST', '/tokens', { action, ...target });
  setOrderStatus = (orderId: string, status: 'pending' | 'paid' | 'canceled') =>
    this.request<{ order: { status: string } }>('POST', `/orders/${encodeURIComponent(orderId)}/status`, { status });
  /** The store's server notification of a refund or cancellation of a redeemed purchase. */
  storeNotification = (type: 'refund' | 'cancel', transactionId: string) =>
    this.request<{ order: { status: string }; already_revoked: boolean }>('POST', '/store/notifications', {
      type,
      transaction_id: transactionId,
    });
  setMembership = (userId: string, tier: 'none' | 'standard' | 'pro', expiresAtMs?: number) =>
    this.request<object>('POST', '/membership', { user_id: userId, tier, expires_at_ms: expiresAtMs });
  /** A gem grant made at a chosen time (it expires 180 days later). */
  grantGems = (userId: string, amount: number, source: string, grantedAtMs: number) =>
    this.request<{ grant_id: string }>('POST', '/gems', {
      user_id: userId,
      amount,
      source,
      granted_at_ms: grantedAtMs,
    });
  /** A card draw at a chosen time, paid from the gems the user had then. */
  drawCardAt = (userId: string, npcId: string, drawnAtMs: number) =>
    this.request<{ draw: { draw_id: string } }>('POST', '/card_draws', {
      user_id: userId,
      npc_id: npcId,
      drawn_at_ms: drawnAtMs,
    });
  /** Makes an account a creator with the English seed creator's numbers. */
  makeCreator = (userId: string) => this.request<object>('POST', '/creators', { user_id: userId });
  /** The text messages the server "sent" to a phone: its one-time codes, newest last. */
  smsTo = async (phone: string) =>
    (
      await this.request<{ messages: { phone: string; code: string; expires_at_ms: number }[] }>(
        'GET',
        `/sms?phone=${encodeURIComponent(phone)}`,
      )
    ).messages;
  /** The newest one-time code sent to a phone. */
  lastCodeTo = async (phone: string): Promise<string> => {
    const messages = await this.smsTo(phone);
    const last = messages.at(-1);
    if (!last) throw new Error(`no code was sent to ${phone}`);
    return last.code;
  };
  setClockOffset = (offsetMs: number) => this.request<{ now_ms: number }>('POST', '/clock', { offset_ms: offsetMs });
  events = async (filter: { event_name?: string; user_identifier?: string; user_id?: string } = {}) => {
    const query = new URLSearchParams(filter as Record<string, string>).toString();
    return (await this.request<{ events: StoredEvent[] }>('GET', `/events${query ? `?${query}` : ''}`)).events;
  };
  errorReports = async () =>
    (await this.request<{ reports: Record<string, unknown>[] }>('GET', '/error_reports')).reports;
  /** Report-sink calls refused since the last reset, per reason (a budget, a page view's limit, a foreign page). */
  reportRefusals = async () =>
    (
      await this.request<{
        refusals: Record<
          'event' | 'error' | 'csp' | 'csp_page_view' | 'csp_foreign',
          { calls: number; items: number; bytes: number }
        >;
      }>('GET', '/report_refusals')
    ).refusals;
  requests = async (path?: string) =>
    (
      await this.request<{ requests: LoggedRequest[] }>(
        'GET',
        `/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`,
      )
    ).requests;
  clearRequests = () => this.request<object>('DELETE', '/requests');
  setUserStatus = (userId: string, status: 'active' | 'banned') =>
    this.request<object>('POST', '/users/status', { user_id: userId, status });
  clones = async (userId: string) =>
    this.request<{
      count: number;
      clones: { clone_id: string; user_id: string; request_id: string; name: string; created_at: number }[];
    }>('GET', `/clones?user_id=${encodeURIComponent(userId)}`);
  tickets = async (filter: { kind?: string; user_id?: string } = {}) => {
    const query = new URLSearchParams(filter as Record<string, string>).toString();
    return this.request<{
      count: number;
      tickets: {
        ticket_id: string;
        kind: string;
        user_id: string;
        idempotency_key: string;
        fields: Record<string, string>;
        images: string[];
        status: string;
      }[];
    }>('GET', `/tickets${query ? `?${query}` : ''}`);
  };
}
