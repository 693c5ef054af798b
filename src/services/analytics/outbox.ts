import type { AnalyticsEvent } from '@/api/contract/event';
import { config } from '@/platform/config';
import type { AppStorage } from '../storage/app-storage';

/** Events written before they are sent and removed once delivered. */
export interface Outbox {
  load(): AnalyticsEvent[];
  save(events: readonly AnalyticsEvent[]): void;
}

const looksLikeEvent = (value: unknown): value is AnalyticsEvent => {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.event_uuid === 'string' &&
    typeof e.event_data === 'string' &&
    typeof e.event_timestamp_ms === 'number' &&
    typeof e.user_identifier === 'string'
  );
};

/** The outbox in app storage (memory when storage is blocked); the oldest events go beyond `max`. */
export function createStorageOutbox(
  storage: Pick<AppStorage, 'get' | 'set' | 'remove'>,
  max: number = config.analyticsOutboxMaxEvents,
): Outbox {
  return {
    load: () => storage.get('analytics_outbox')?.filter(looksLikeEvent) ?? [],
    save(events) {
      if (events.length === 0) return storage.remove('analytics_outbox');
      if (events.length > max) console.warn(`[analytics] outbox full: dropping ${events.length - max} oldest events`);
      storage.set('analytics_outbox', events.slice(-max));
    },
  };
}

/** An outbox that lives only as long as the page (tests, storage-less hosts). */
export function createMemoryOutbox(): Outbox {
  let events: AnalyticsEvent[] = [];
  return { load: () => events.slice(), save: (next) => void (events = next.slice()) };
}
