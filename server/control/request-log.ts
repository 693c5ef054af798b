/** What the server received (test mode only), newest last, bounded so a long test run cannot fill memory. */
export interface LoggedRequest {
  seq: number;
  at_ms: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  http_status: number;
  status_code: number | null;
  fault: string | null;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;
  constructor(private readonly capacity = 5000) {}

  add(entry: Omit<LoggedRequest, 'seq'>): void {
    this.seq += 1;
    this.entries.push({ ...entry, seq: this.seq });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  list(filter: { path?: string | undefined; since?: number | undefined } = {}): LoggedRequest[] {
    return this.entries.filter(
      (e) => (!filter.path || e.path === filter.path) && (!filter.since || e.seq > filter.since),
    );
  }

  clear(): void {
    this.entries = [];
  }
}
