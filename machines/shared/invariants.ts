/**
 * Reading what a state always holds. Some states can only be entered with a value set (a created
 * clone, an attempt's key) or after a guard chose one outcome of an answer; these accessors state
 * that invariant and give the value its type, instead of an `?? ''` or a made-up default that could
 * never be used and, were the invariant broken, would send an empty request instead of failing.
 */

/** The value a state always has; throws when a machine reached the state without it (the stack says where). */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('a value this state always holds is missing');
  return value;
}

/** An answer a guard already recognised by its `outcome`, with that variant's type. */
export function withOutcome<R extends { readonly outcome: string }, O extends R['outcome']>(result: R, outcome: O): Extract<R, { readonly outcome: O }> {
  if (result.outcome !== outcome) throw new Error(`expected the outcome ${outcome}, got ${result.outcome}`);
  return result as Extract<R, { readonly outcome: O }>;
}

/** The event that entered a state, which only that event type enters. */
export function eventOfType<E extends { readonly type: string }, T extends E['type']>(event: E, type: T): Extract<E, { readonly type: T }> {
  if (event.type !== type) throw new Error(`expected the event ${type}, got ${event.type}`);
  return event as Extract<E, { readonly type: T }>;
}
