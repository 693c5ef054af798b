/**
 * One violation the UI guards found (tests/e2e/support/ui-guards.ts), as the guards write it to
 * test-results/ui-guards/*.json and scripts/ui-guard-report.ts reads it.
 */

/**
 * `guard`: the page could not be checked (it did not load, or its main action failed). `sweep`: the
 * English load in the browser broke a rule every route keeps (enforced CSP, nothing refused, no error,
 * its title).
 */
export type GuardCheck = 'overflow' | 'clipped' | 'text' | 'target' | 'axe' | 'guard' | 'sweep';

export interface GuardViolation {
  route: string;
  lang: string;
  host: string;
  /** 'load' or the main action the page had just done (spin, claim, submit...). */
  when: string;
  check: GuardCheck;
  selector: string;
  detail: string;
}
