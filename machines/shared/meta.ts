/**
 * Metadata every state carries. `description` is drawn in the statechart docs and read in the
 * generated QA steps; `message` is the English text the page shows in that state (pages
 * translate it through their own Lingui messages, keyed by the context's message key).
 */
export interface StateMeta {
  /** One line: what is true in this state and why it exists. */
  readonly description: string;
  /** English user-facing text shown in this state, for the docs (the page owns the translation). */
  readonly message?: string;
  /** Key of that message in the page's Lingui message table (machines carry no translations). */
  readonly messageKey?: string;
  /** Root node only: what each event means, in words a tester can act on. */
  readonly events?: Readonly<Record<string, string>>;
  /** Composite and parallel states: the title the statechart shows (default: the key in words). */
  readonly title?: string;
  /** Root node only: each guard in plain words for the statechart ("not a member"), and what it means. */
  readonly guards?: Readonly<Record<string, { readonly label: string; readonly meaning: string }>>;
  /** Root node only: what each request asks, in words ("asks the server for the member status"). */
  readonly requests?: Readonly<Record<string, string>>;
  /** Root node only: delays computed from the context, in words with their values. */
  readonly delays?: Readonly<Record<string, string>>;
  /** Root node only: where the flow departs from the spec or from what a user expects, and why. */
  readonly notes?: readonly string[];
}
