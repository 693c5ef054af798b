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
