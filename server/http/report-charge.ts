import { StatusCode } from '../../src/api/contract/codes';
import { addressKey } from './address-key';
import { ApiError, clientAddress, type CallContext } from './pipeline';
import type { ReportSpend } from './report-budget';

/**
 * Takes a sink call's reports and request bytes from the budgets of the sender's address and account;
 * over one, the call is refused with RateLimited and nothing is stored.
 */
export function chargeReportCall(ctx: CallContext, kind: 'event' | 'error', items: number): void {
  const spend: ReportSpend = {
    kind,
    items,
    bytes: Buffer.byteLength(ctx.c.get('rawBody')),
    address: addressKey(clientAddress(ctx.c)),
    account: ctx.userId,
  };
  if (!ctx.deps.reports.take(spend, ctx.now)) {
    throw new ApiError(
      StatusCode.RateLimited,
      `too many ${kind === 'event' ? 'events' : 'error reports'} from this address or account; try again in a minute`,
    );
  }
}
