/**
 * One flow's registration (tests/flows/<flow>/<flow>.flow.ts): the machine the app runs, where it is
 * defined, how its paths are generated and the values its doc page names. The unit paths, the
 * end-to-end plan and the generated docs all read a flow from here, so they see the same paths.
 */
import type { AnyStateMachine } from 'xstate';
import type { FlowValues } from './docs/flow-docs';
import type { PathLimits } from './twin/paths';

export interface FlowRegistration<TName extends string = string> {
  /** The name used in docs/flows/<name>.md, the oracles, the adapters and the specs. */
  readonly name: TName;
  readonly machine: AnyStateMachine;
  /** Where the machine is defined, for the doc page's "generated from" note. */
  readonly source: string;
  /**
   * Path-generation settings. `fixedGuards` are guards decided by the machine's input: their value
   * cannot change during one run, so a path may not plan them both ways. `possibleInputs` rules out
   * combinations no single input can produce.
   */
  readonly paths: PathLimits;
  /** The values the flow runs with that its caller passes in or that come from the constants (doc page). */
  readonly values?: FlowValues;
}

/** Keeps the flow's name as a literal type, so the list of flows gives `FlowName`. */
export const defineFlow = <TName extends string>(flow: FlowRegistration<TName>): FlowRegistration<TName> => flow;
