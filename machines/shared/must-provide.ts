/**
 * Default implementations for effects the app must supply with `.provide()`.
 *
 * A machine names every effect in `setup()`. Effects that touch the outside world (network,
 * native bridge, storage, navigation, the page's visibility) get one of these placeholders: it
 * throws a clear error when the app forgot to provide the real one. The path-test runner also
 * recognises them, so it can replace exactly these with recorders and fakes.
 */
import { fromPromise, type PromiseActorLogic } from 'xstate';

export class MissingImplementationError extends Error {
  constructor(kind: 'action' | 'actor' | 'guard', name: string) {
    super(`The ${kind} '${name}' must be provided: machine.provide({ ${kind}s: { ${name}: ... } })`);
    this.name = 'MissingImplementationError';
  }
}

const placeholders = new WeakSet<object>();
const placeholderNames = new WeakMap<object, string>();

function mark<T extends object>(value: T, name: string): T {
  placeholders.add(value);
  placeholderNames.set(value, name);
  return value;
}

/** True when `value` is a placeholder created by this module (not a real implementation). */
export function isPlaceholder(value: unknown): boolean {
  // A WeakSet answers false for anything that is not an object (null, strings, numbers).
  return placeholders.has(value as object);
}

/** An action the app must provide. `TParams` is what the machine passes to it. */
export function mustProvideAction<TParams = undefined>(name: string): (args: unknown, params: TParams) => void {
  return mark((_args: unknown, _params: TParams): void => {
    throw new MissingImplementationError('action', name);
  }, name);
}

/** An invoked actor the app must provide, as a promise actor from `TInput` to `TOutput`. */
export function mustProvideActor<TOutput, TInput = void>(name: string): PromiseActorLogic<TOutput, TInput> {
  return mark(
    fromPromise<TOutput, TInput>(() => Promise.reject(new MissingImplementationError('actor', name))),
    name,
  );
}

/** A guard that reads the world (not the machine's own data); the app must provide it. */
export function mustProvideGuard<TParams = undefined>(name: string): (args: unknown, params: TParams) => boolean {
  return mark((_args: unknown, _params: TParams): boolean => {
    throw new MissingImplementationError('guard', name);
  }, name);
}

interface ImplementationsLike {
  readonly implementations: {
    readonly actions: Readonly<Record<string, unknown>>;
    readonly actors: Readonly<Record<string, unknown>>;
    readonly guards: Readonly<Record<string, unknown>>;
  };
}

/** Names of effects still left as placeholders, e.g. `['actor:anonymousLogin', 'action:persistSession']`. */
export function missingImplementations(machine: ImplementationsLike): string[] {
  const missing: string[] = [];
  const kinds = [
    ['action', machine.implementations.actions],
    ['actor', machine.implementations.actors],
    ['guard', machine.implementations.guards],
  ] as const;
  for (const [kind, table] of kinds) {
    for (const [name, impl] of Object.entries(table)) if (isPlaceholder(impl)) missing.push(`${kind}:${name}`);
  }
  return missing.sort();
}

/**
 * The value a state always holds (a created clone, an attempt's key, the loaded status): states that
 * invariant and gives the value its type, instead of an `?? ''` or a made-up default that could never
 * be used and, were the invariant broken, would send an empty request instead of failing. Kept in this
 * module, which every machine loads already, so no page gets an extra chunk for it (nor for the two
 * below). Throws when a machine reached the state without it (the stack says where).
 */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing in this state');
  return value;
}

/** An answer a guard already recognised by its `outcome`, with that variant's type. */
export function withOutcome<R extends { readonly outcome: string }, O extends R['outcome']>(
  result: R,
  outcome: O,
): Extract<R, { readonly outcome: O }> {
  if (result.outcome !== outcome) throw new Error(`expected the outcome ${outcome}, got ${result.outcome}`);
  return result as Extract<R, { readonly outcome: O }>;
}

/** The event that entered a state, which only that event type enters. */
export function eventOfType<E extends { readonly type: string }, T extends E['type']>(
  event: E,
  type: T,
): Extract<E, { readonly type: T }> {
  if (event.type !== type) throw new Error(`expected the event ${type}, got ${event.type}`);
  return event as Extract<E, { readonly type: T }>;
}
