/**
 * The generated docs as files (path -> content), for the `npm run flows` script and the test
 * that fails when the committed docs are out of date.
 */
import { existsSync, readFileSync } from 'node:fs';
import { flowMachines, type FlowName } from '../index';
import { flowPathSettings } from './flow-paths';
import { config } from '@/platform/config';
import { APP_OPEN_DOWNLOAD_DELAY_MS, APP_OPEN_STORE_DELAY_MS, BACK_TO_NATIVE_CHECK_MS, REFRESH_TOKEN_INTERVAL_MS } from '@/platform/constants';
import { WECHAT_READY_TIMEOUT_MS } from '@/platform/constants';
import { duration, renderFlowDoc, renderFlowIndex, type FlowValues } from './flow-docs';

/** Where each machine is defined, for the "generated from" note. */
const sources: { readonly [F in FlowName]: string } = {
  auth: 'machines/auth/auth.machine.ts',
  'refresh-token': 'machines/refresh-token/refresh-token.machine.ts',
  'real-name-login': 'machines/real-name-login/real-name-login.machine.ts',
  'app-open': 'machines/app-open/app-open.machine.ts',
  'back-to-native': 'machines/back-to-native/back-to-native.machine.ts',
  'forward-navigation': 'machines/forward-navigation/forward-navigation.machine.ts',
  'bridge-ready': 'machines/bridge-ready/bridge-ready.machine.ts',
  'wechat-setup': 'machines/wechat-setup/wechat-setup.machine.ts',
  polling: 'machines/polling/polling.machine.ts',
  membership: 'machines/membership/membership.machine.ts',
  invitation: 'machines/invitation/invitation.machine.ts',
  submission: 'machines/submission/submission.machine.ts',
  'spin-wheel': 'machines/spin-wheel/spin-wheel.machine.ts',
  clone: 'machines/clone/clone.machine.ts',
};

const order = config.polling.orderStatus;
const orderPolling = `Order check (\`config.polling.orderStatus\`): the first check at once, then every ${duration(order.intervalMs)} growing ${order.backoff}× after each check, at most ${order.maxAttempts} checks; then "maximum count exceeded" with "check again".`;

/** The values each flow runs with that its caller passes in or that come from the constants. */
const values: { readonly [F in FlowName]?: FlowValues } = {
  'app-open': [
    `Store page after ${duration(APP_OPEN_STORE_DELAY_MS)} (\`APP_OPEN_STORE_DELAY_MS\`), download page a further ${duration(APP_OPEN_DOWNLOAD_DELAY_MS)} later (\`APP_OPEN_DOWNLOAD_DELAY_MS\`), each only while the page stays visible.`,
  ],
  'back-to-native': [`The URL is checked ${duration(BACK_TO_NATIVE_CHECK_MS)} after going back (\`BACK_TO_NATIVE_CHECK_MS\`).`],
  'bridge-ready': [
    `The app has ${duration(config.bridgeReadyTimeoutMs)} to initialise its bridge (\`config.bridgeReadyTimeoutMs\`); each bridge call then gives up after ${duration(config.bridgeTimeoutMs)} (\`config.bridgeTimeoutMs\`).`,
  ],
  'wechat-setup': [`WeChat has ${duration(WECHAT_READY_TIMEOUT_MS)} to answer wx.config with wx.ready or wx.error (\`WECHAT_READY_TIMEOUT_MS\`).`],
  'refresh-token': [`A refresh is due once more than ${duration(REFRESH_TOKEN_INTERVAL_MS)} passed (\`REFRESH_TOKEN_INTERVAL_MS\`).`],
  polling: ["Interval, backoff, cap and maximum attempts are the caller's input.", orderPolling],
  membership: [orderPolling],
};

export const FLOW_DOCS_DIR = 'docs/flows';

/**
 * The index's section on the generated end-to-end paths (coverage on real pages, QA checklists, what
 * cannot be driven from outside) is written by tests/e2e/model/write-checklists.ts from the flows'
 * adapters, which this layer cannot import: the index keeps whatever that section holds.
 */
export const E2E_SECTION = { begin: '<!-- e2e-paths:begin -->', end: '<!-- e2e-paths:end -->' } as const;

/** The e2e section of an index text, markers included (empty markers when it has none). */
export function e2eSectionOf(text: string): string {
  const from = text.indexOf(E2E_SECTION.begin);
  const to = text.indexOf(E2E_SECTION.end);
  return from >= 0 && to > from ? text.slice(from, to + E2E_SECTION.end.length) : `${E2E_SECTION.begin}\n${E2E_SECTION.end}`;
}

function committedE2eSection(): string {
  const path = new URL(`../../${FLOW_DOCS_DIR}/README.md`, import.meta.url);
  return e2eSectionOf(existsSync(path) ? readFileSync(path, 'utf8') : '');
}

/** Relative file path (under the repository root) -> Markdown. */
export function flowDocFiles(): Map<string, string> {
  const names = Object.keys(flowMachines) as FlowName[];
  const docs = names.map((name) => renderFlowDoc(name, flowMachines[name], sources[name], flowPathSettings[name], values[name]));
  const files = new Map<string, string>();
  for (const doc of docs) files.set(`${FLOW_DOCS_DIR}/${doc.name}.md`, doc.markdown);
  files.set(`${FLOW_DOCS_DIR}/README.md`, `${renderFlowIndex(docs)}\n${committedE2eSection()}\n`);
  return files;
}
