/**
 * The generated docs as files (path -> content), for the `npm run flows` script and the test
 * that fails when the committed docs are out of date.
 */
import { existsSync, readFileSync } from 'node:fs';
import { flows } from '../../flows';
import { renderFlowDoc, renderFlowIndex } from './flow-docs';

export const FLOW_DOCS_DIR = 'docs/flows';

/**
 * The index's section on the generated end-to-end paths (coverage on real pages, QA checklists, what
 * cannot be driven from outside) is written by ./write-checklists.ts from the flows'
 * adapters, which this layer cannot import: the index keeps whatever that section holds.
 */
export const E2E_SECTION = { begin: '<!-- e2e-paths:begin -->', end: '<!-- e2e-paths:end -->' } as const;

/** The e2e section of an index text, markers included (empty markers when it has none). */
export function e2eSectionOf(text: string): string {
  const from = text.indexOf(E2E_SECTION.begin);
  const to = text.indexOf(E2E_SECTION.end);
  return from >= 0 && to > from
    ? text.slice(from, to + E2E_SECTION.end.length)
    : `${E2E_SECTION.begin}\n${E2E_SECTION.end}`;
}

function committedE2eSection(): string {
  const path = new URL(`../../../../${FLOW_DOCS_DIR}/README.md`, import.meta.url);
  return e2eSectionOf(existsSync(path) ? readFileSync(path, 'utf8') : '');
}

/** Relative file path (under the repository root) -> Markdown. */
export function flowDocFiles(): Map<string, string> {
  const docs = flows.map((flow) => renderFlowDoc(flow.name, flow.machine, flow.source, flow.paths, flow.values));
  const files = new Map<string, string>();
  for (const doc of docs) files.set(`${FLOW_DOCS_DIR}/${doc.name}.md`, doc.markdown);
  files.set(`${FLOW_DOCS_DIR}/README.md`, `${renderFlowIndex(docs)}\n${committedE2eSection()}\n`);
  return files;
}
