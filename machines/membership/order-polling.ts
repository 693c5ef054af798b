/**
 * The order-status polling used by the membership purchase: the polling machine with a check
 * that asks for the order's status. `getOrderStatus` is the app's call (membership/get_order).
 */
import { fromPromise } from 'xstate';
import { pollingMachine } from '../polling/polling.machine';
import type { PollCheckInput, PollCheckResult } from '../polling/types';
import type { OrderStatus } from './types';

export function createOrderPolling(getOrderStatus: (orderId: string) => Promise<OrderStatus>): typeof pollingMachine {
  return pollingMachine.provide({
    actors: {
      check: fromPromise<PollCheckResult, PollCheckInput>(async ({ input }) => {
        const status = await getOrderStatus(input.key);
        return { done: status !== 'pending', value: status };
      }),
    },
  });
}
