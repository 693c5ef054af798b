/**
 * The generated docs as files (path -> content), for the `npm run flows` script and the test
 * that fails when the committed docs are out of date.
 */
import { flowMachines, type FlowName } from '../index';
import { flowPathSettings } from './flow-paths';
import { renderFlowDoc, renderFlowIndex } from './flow-docs';

/** Where each machine is defined, for the "generated from" note. */
const sources: { readonly [F in FlowName]: string } = {
  auth: 'machines/auth/auth.machine.ts',
  'refresh-token': 'machines/refresh-token/refresh-token.machine.ts',
  'real-name-login': 'machines/real-name-login/real-name-login.machine.ts',
  'app-open': 'machines/app-open/app-open.machine.ts',
  'back-to-native': 'machines/back-to-native/back-to-native.machine.ts',
  polling: 'machines/polling/polling.machine.ts',
  membership: 'machines/membership/membership.machine.ts',
  invitation: 'machines/invitation/invitation.machine.ts',
  submission: 'machines/submission/submission.machine.ts',
  'spin-wheel': 'machines/spin-wheel/spin-wheel.machine.ts',
  clone: 'machines/clone/clone.machine.ts',
};

export const FLOW_DOCS_DIR = 'docs/flows';

/** Relative file path (under the repository root) -> Markdown. */
export function flowDocFiles(): Map<string, string> {
  const names = Object.keys(flowMachines) as FlowName[];
  const docs = names.map((name) => renderFlowDoc(name, flowMachines[name], sources[name], flowPathSettings[name]));
  const files = new Map<string, string>();
  for (const doc of docs) files.set(`${FLOW_DOCS_DIR}/${doc.name}.md`, doc.markdown);
  files.set(`${FLOW_DOCS_DIR}/README.md`, renderFlowIndex(docs));
  return files;
}
