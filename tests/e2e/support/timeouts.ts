/**
 * One factor for every timeout of the end-to-end tests: the suite runs on a 2-core machine that other
 * work shares, where a page takes longer to load and settle than on a quiet one. Playwright's test,
 * expect and navigation timeouts (playwright.config.ts) and a spec's own longer timeouts are all
 * multiplied by it. TALKIE_TIMEOUT_SCALE sets it; in CI it is 2 unless set, elsewhere 1.
 */
export const TIMEOUT_SCALE = Math.max(1, Number(process.env.TALKIE_TIMEOUT_SCALE ?? (process.env.CI ? 2 : 1)) || 1);

/** `ms` stretched by the suite's timeout factor. */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_SCALE);
