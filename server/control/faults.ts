/**
 * Fault injection (test mode only): per path, make the next N answers (or all until cleared) slow,
 * fail at the HTTP level, carry a chosen base_resp code, drop the connection, or be malformed JSON.
 * `phase: 'after'` lets the call do its work first and then spoils the answer: the way to test that a
 * client's retry after a lost answer changes nothing twice.
 */
import * as v from 'valibot';

export const FaultSchema = v.object({
  /** Exact request path, e.g. /weaver/api/v1/event/report, or a prefix ending in `*`. */
  path: v.pipe(v.string(), v.startsWith('/')),
  kind: v.picklist(['latency', 'http_error', 'base_resp', 'drop', 'malformed']),
  /** latency: delay before the call runs (other kinds may add a delay too). */
  latency_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
  /** http_error: the HTTP status (default 500). */
  http_status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  /** base_resp: the status code and message (default 1118010010). */
  status_code: v.optional(v.pipe(v.number(), v.integer())),
  status_msg: v.optional(v.string()),
  /** How many matching requests it applies to; absent: until cleared. */
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  phase: v.optional(v.picklist(['before', 'after'])),
  /**
   * Only requests carrying this auth token (x-token) match: a test that spoils a path for its own
   * account leaves the same path working for tests running beside it.
   */
  token: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type FaultInput = v.InferOutput<typeof FaultSchema>;
export type Fault = FaultInput & { id: string; remaining: number | null; hits: number };

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: `fault_${this.nextId++}`, remaining: input.count ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(path?: string): void {
    this.faults = path ? this.faults.filter((f) => f.path !== path) : [];
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  /** The first fault matching the path (and the token, for a fault scoped to one), counted as used. */
  take(path: string, token?: string): Fault | null {
    const fault = this.faults.find(
      (f) =>
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path) &&
        (f.token === undefined || f.token === token),
    );
    if (!fault) return null;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
