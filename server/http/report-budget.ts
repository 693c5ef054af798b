/**
 * Budgets of the report sinks (analytics events, error reports, CSP violation reports): what one
 * address (its addressKey) and one account may have stored per minute, in reports and in request
 * bytes (one byte budget shared by the three sinks), and CSP reports per page view. A call that would
 * overdraw a budget stores nothing, takes nothing and is counted as refused; the page keeps refused
 * events for a later flush. Counters live in memory, like risk control.
 */
const MINUTE_MS = 60_000;
/** How long a page view's CSP reports are counted together: longer than any page stays open unchanged. */
const PAGE_VIEW_MS = 10 * MINUTE_MS;
/**
 * Past this many keys, expired ones are swept, at most once a window (a flood of addresses cannot grow memory for
 * long).
 */
const SWEEP_ABOVE_KEYS = 10_000;

export type ReportKind = 'event' | 'error' | 'csp';
/** Why a report was not stored: a budget of its kind, the CSP page-view limit, or a page that is not this site's. */
export type RefusalReason = ReportKind | 'csp_page_view' | 'csp_foreign';

/** Limits per minute; 0 turns one off. */
export interface ReportBudgetLimits {
  eventsPerIp: number;
  eventsPerAccount: number;
  errorReportsPerIp: number;
  errorReportsPerAccount: number;
  cspReportsPerIp: number;
  /** Per page view: the address, the browser (user agent) and the document URL, over 10 minutes. */
  cspReportsPerPageView: number;
  /** Request bytes of the three sinks together. */
  bytesPerIp: number;
  bytesPerAccount: number;
}

export interface ReportSpend {
  kind: ReportKind;
  items: number;
  bytes: number;
  /** addressKey of the peer; null when it is not known (in-process calls). */
  address: string | null;
  /** The signed-in sender; null for a visitor without a token. */
  account: string | null;
}

interface Tally {
  calls: number;
  items: number;
  bytes: number;
}

/** Amounts taken per key, forgetting those older than the window. */
class WeightedWindow {
  private readonly spent = new Map<string, { at: number; amount: number }[]>();
  private sweptAt = 0;
  constructor(private readonly windowMs: number) {}

  total(key: string, now: number): number {
    const recent = (this.spent.get(key) ?? []).filter((s) => now - s.at < this.windowMs);
    if (recent.length === 0) this.spent.delete(key);
    else this.spent.set(key, recent);
    return recent.reduce((sum, s) => sum + s.amount, 0);
  }

  add(key: string, amount: number, now: number): void {
    if (this.spent.size > SWEEP_ABOVE_KEYS && now - this.sweptAt >= this.windowMs) {
      this.sweptAt = now;
      for (const name of [...this.spent.keys()]) this.total(name, now);
    }
    const list = this.spent.get(key) ?? [];
    list.push({ at: now, amount });
    this.spent.set(key, list);
  }

  clear(): void {
    this.spent.clear();
  }
}

const REASONS: readonly RefusalReason[] = ['event', 'error', 'csp', 'csp_page_view', 'csp_foreign'];
const zeroTallies = () =>
  Object.fromEntries(REASONS.map((r) => [r, { calls: 0, items: 0, bytes: 0 }])) as Record<RefusalReason, Tally>;

export class ReportBudget {
  private readonly perMinute = new WeightedWindow(MINUTE_MS);
  private readonly pageViews = new WeightedWindow(PAGE_VIEW_MS);
  private tallies = zeroTallies();
  /** Keys already logged as refused in the current minute: one line per key and minute, not per call. */
  private readonly logged = new WeightedWindow(MINUTE_MS);

  constructor(
    private readonly limits: ReportBudgetLimits,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** The budgets a spend draws on, each with its limit. */
  private budgets(spend: ReportSpend): [key: string, amount: number, limit: number][] {
    const items = {
      event: ['eventsPerIp', 'eventsPerAccount'],
      error: ['errorReportsPerIp', 'errorReportsPerAccount'],
      csp: ['cspReportsPerIp', null],
    } as const;
    const [perIp, perAccount] = items[spend.kind];
    const budgets: [string, number, number][] = [];
    if (spend.address !== null) {
      budgets.push(
        [`${spend.kind}:ip:${spend.address}`, spend.items, this.limits[perIp]],
        [`bytes:ip:${spend.address}`, spend.bytes, this.limits.bytesPerIp],
      );
    }
    if (spend.account !== null && perAccount !== null) {
      budgets.push(
        [`${spend.kind}:account:${spend.account}`, spend.items, this.limits[perAccount]],
        [`bytes:account:${spend.account}`, spend.bytes, this.limits.bytesPerAccount],
      );
    }
    return budgets.filter(([, , limit]) => limit > 0);
  }

  /** Takes the spend from every budget it draws on; false, taking nothing, when one would be overdrawn. */
  take(spend: ReportSpend, now: number): boolean {
    const budgets = this.budgets(spend);
    const over = budgets.find(([key, amount, limit]) => this.perMinute.total(key, now) + amount > limit);
    if (over) {
      this.refuse(spend.kind, spend.items, spend.bytes, now, over[0], `${over[2]} a minute`);
      return false;
    }
    for (const [key, amount] of budgets) this.perMinute.add(key, amount, now);
    return true;
  }

  /** How many more CSP reports one page view may have stored (taken with takePageView once they are). */
  pageViewRoom(pageView: string, now: number): number {
    const limit = this.limits.cspReportsPerPageView;
    return limit <= 0 ? Infinity : Math.max(0, limit - this.pageViews.total(pageView, now));
  }

  takePageView(pageView: string, count: number, now: number): void {
    if (count > 0) this.pageViews.add(pageView, count, now);
  }

  /** Counts refused reports (a budget's refusal counts itself); logs the first of each key in a minute. */
  refuse(reason: RefusalReason, items: number, bytes: number, now: number, key: string, limit: string): void {
    const tally = this.tallies[reason];
    tally.calls += 1;
    tally.items += items;
    tally.bytes += bytes;
    if (this.logged.total(`${reason}|${key}`, now) > 0) return;
    this.logged.add(`${reason}|${key}`, 1, now);
    this.log(
      `report budget: refused ${reason} reports of ${key} (${limit}); refusals so far: ${tally.calls} calls, ${tally.items} reports`,
    );
  }

  /** Refused calls, reports and bytes per reason since the start (or the last reset). */
  refusals(): Record<RefusalReason, Tally> {
    return structuredClone(this.tallies);
  }

  reset(): void {
    this.perMinute.clear();
    this.pageViews.clear();
    this.logged.clear();
    this.tallies = zeroTallies();
  }
}
