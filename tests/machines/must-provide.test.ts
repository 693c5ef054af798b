import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { flows } from '../flows/flows';
import { isPlaceholder, missingImplementations, MissingImplementationError } from '@machines/shared/must-provide';

/** What a developer sees when the app forgot to provide an effect: the error names that effect. */
describe.each(flows.map((flow) => [flow.name, flow.machine] as const))(
  '%s: effects the app must provide',
  (_name, machine) => {
    const { actions, actors, guards } = machine.implementations as unknown as Record<
      'actions' | 'actors' | 'guards',
      Record<string, unknown>
    >;
    const placeholders = (table: Record<string, unknown>) =>
      Object.entries(table).filter(([, impl]) => isPlaceholder(impl));

    it.each(placeholders(actions))('action %s throws an error naming it', (name, impl) => {
      expect(() => (impl as (a: unknown, p: unknown) => void)({}, undefined)).toThrow(
        new MissingImplementationError('action', name),
      );
      expect(() => (impl as (a: unknown, p: unknown) => void)({}, undefined)).toThrow(
        `The action '${name}' must be provided: machine.provide({ actions: { ${name}: ... } })`,
      );
    });

    it.each(placeholders(guards))('guard %s throws an error naming it', (name, impl) => {
      expect(() => (impl as (a: unknown, p: unknown) => boolean)({}, undefined)).toThrow(
        `The guard '${name}' must be provided: machine.provide({ guards: { ${name}: ... } })`,
      );
    });

    it.each(placeholders(actors))('actor %s fails with an error naming it', async (name, logic) => {
      const actor = createActor(logic as AnyActorLogic);
      const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
      actor.start();
      const error = await failed;
      expect(error).toBeInstanceOf(MissingImplementationError);
      // Error reports and the console name the kind of error.
      expect((error as Error).name).toBe('MissingImplementationError');
      expect((error as Error).message).toBe(
        `The actor '${name}' must be provided: machine.provide({ actors: { ${name}: ... } })`,
      );
    });

    it('lists exactly the placeholders as missing', () => {
      const expected = [
        ...placeholders(actions).map(([n]) => `action:${n}`),
        ...placeholders(actors).map(([n]) => `actor:${n}`),
        ...placeholders(guards).map(([n]) => `guard:${n}`),
      ].sort();
      expect(missingImplementations(machine)).toEqual(expected);
    });
  },
);

it('real implementations are not placeholders', () => {
  expect(isPlaceholder(() => undefined)).toBe(false);
  expect(isPlaceholder(null)).toBe(false);
  expect(isPlaceholder('openApp')).toBe(false);
});
