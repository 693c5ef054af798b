/**
 * Renders docs/flows/<flow>.md: a Mermaid stateDiagram-v2 drawn from the machine (states with their
 * meta text; events, guards and delays on the arrows), the states, events and effects as tables,
 * and the QA plan: the generated transition-cover paths as numbered steps.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { isPlaceholder } from '../shared/must-provide';
import type { StateMeta } from '../shared/meta';
import { deriveTestModel, type DerivedTestModel, type ProductTransition } from './derive-test-model';
import { pathSteps, pathTitle } from './describe-path';
import { generatePaths, type GeneratedPaths, type PathLimits } from './paths';

export interface FlowDoc {
  readonly name: string;
  readonly markdown: string;
  readonly stats: FlowStats;
}

export interface FlowStats {
  readonly states: number;
  readonly transitions: number;
  readonly planPaths: number;
  readonly shortestPaths: number;
  readonly simplePaths: number;
  readonly testedPaths: number;
  readonly description: string;
}

const meta = (node: AnyStateNode): StateMeta | undefined => node.meta as StateMeta | undefined;

/** Mermaid is picky about a few characters in labels and descriptions. */
function safe(text: string): string {
  return text
    .replace(/[:;]/g, ',')
    .replace(/[{}]/g, '')
    .replace(/#/g, 'no. ')
    .replace(/"/g, "'")
    .replace(/--/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Ids are the state path joined with underscores, prefixed so no id is a Mermaid keyword. */
const mermaidId = (node: AnyStateNode): string => `s_${node.path.join('_')}`;

function arrowLabel(t: ProductTransition): string {
  const guard = t.guard ? ` [${t.guard.name}]` : t.earlierGuards.length ? ' [else]' : '';
  switch (t.kind) {
    case 'event':
      return `${t.productEvent}${guard}`;
    case 'done':
      return `done ${t.invoke?.src}${guard}`;
    case 'error':
      return `error ${t.invoke?.src}${guard}`;
    case 'after':
      return `after ${t.delay?.ms === null || t.delay === undefined ? t.delay?.ref : `${t.delay.ms} ms`}${guard}`;
    case 'always':
      return guard.trim() || 'always';
  }
}

/**
 * The statechart. Mermaid quirks it avoids: composite states are declared by plain id (aliased
 * composites do not parse), and every arrow is written inside the block of the deepest state that
 * contains both its ends (arrows written elsewhere can move states between blocks, or fail inside a
 * parallel state's later regions).
 */
function mermaid(model: DerivedTestModel): string {
  const root = model.machine.root;
  const strictAncestors = (node: AnyStateNode): AnyStateNode[] => {
    const out: AnyStateNode[] = [];
    for (let n = node.parent; n; n = n.parent) out.push(n);
    return out;
  };
  /** The block an arrow belongs in: the deepest compound state strictly containing all its ends. */
  const containerOf = (t: ProductTransition): AnyStateNode => {
    const ends = [model.stateNode(t.source), ...t.targets.map((id) => model.stateNode(id))];
    const [first, ...rest] = ends.map(strictAncestors);
    let container = (first ?? []).find((a) => rest.every((list) => list.includes(a))) ?? root;
    // Arrows written after a parallel state's regions would belong to the last region.
    while (container.type === 'parallel' && container.parent) container = container.parent;
    return container;
  };
  const arrowsByContainer = new Map<AnyStateNode, string[]>();
  for (const t of model.transitions) {
    if (t.source === root.id) continue;
    const container = containerOf(t);
    const source = mermaidId(model.stateNode(t.source));
    const targets = t.targets.length ? t.targets.map((id) => mermaidId(model.stateNode(id))) : [source];
    const list = arrowsByContainer.get(container) ?? [];
    for (const target of targets) list.push(`${source} --> ${target} : ${safe(arrowLabel(t))}`);
    arrowsByContainer.set(container, list);
  }

  const lines: string[] = ['stateDiagram-v2'];
  const indent = (depth: number): string => '  '.repeat(depth);
  const body = (node: AnyStateNode, depth: number): void => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent(depth)}--`);
        declare(child, depth);
      });
      return;
    }
    const initial = node.initial.target[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent(depth)}[*] --> ${mermaidId(initial)}`);
    for (const child of children) declare(child, depth);
    for (const arrow of arrowsByContainer.get(node) ?? []) lines.push(`${indent(depth)}${arrow}`);
    for (const child of children) if (child.type === 'final' && node === root) lines.push(`${indent(depth)}${mermaidId(child)} --> [*]`);
  };
  const declare = (node: AnyStateNode, depth: number): void => {
    const id = mermaidId(node);
    if (Object.keys(node.states).length) {
      lines.push(`${indent(depth)}state ${id} {`);
      body(node, depth + 1);
      lines.push(`${indent(depth)}}`);
      return;
    }
    lines.push(`${indent(depth)}state "${node.key}" as ${id}`);
    const description = meta(node)?.description;
    if (description) lines.push(`${indent(depth)}${id} : ${safe(description)}`);
  };
  body(root, 1);
  return lines.join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function statesTable(model: DerivedTestModel): string[] {
  const rows = ['| State | What it means | Message shown (key) |', '|---|---|---|'];
  for (const id of model.stateIds) {
    const node = model.stateNode(id);
    const m = meta(node);
    const kind = model.transientStateIds.has(id) ? ' _(decision, never at rest)_' : node.type === 'final' ? ' _(final)_' : node.type === 'parallel' ? ' _(parallel)_' : '';
    const message = m?.message ? `“${m.message}”${m.messageKey ? ` (\`${m.messageKey}\`)` : ''}` : '';
    rows.push(`| \`${node.path.join('.')}\`${kind} | ${cell(m?.description ?? '')} | ${cell(message)} |`);
  }
  return rows;
}

function eventsTable(model: DerivedTestModel): string[] {
  const docs = meta(model.machine.root)?.events ?? {};
  const used = [...new Set(model.transitions.filter((t) => t.kind === 'event').map((t) => t.productEvent))];
  const rows = ['| Event | Meaning | Handled in |', '|---|---|---|'];
  for (const e of used) {
    const where = [...new Set(model.transitions.filter((t) => t.productEvent === e).map((t) => (t.source === model.machine.root.id ? 'every state' : `\`${model.stateNode(t.source).path.join('.')}\``)))];
    rows.push(`| \`${e}\` | ${cell(docs[e] ?? '')} | ${where.join(', ')} |`);
  }
  return rows;
}

function effectsTable(machine: AnyStateMachine): string[] {
  const rows = ['| Kind | Name | Provided by |', '|---|---|---|'];
  const impl = machine.implementations as {
    actors: Record<string, unknown>;
    actions: Record<string, unknown>;
    guards: Record<string, unknown>;
    delays: Record<string, unknown>;
  };
  for (const name of Object.keys(impl.actors)) rows.push(`| actor | \`${name}\` | ${isPlaceholder(impl.actors[name]) ? '**the app** (`.provide`)' : 'the machine'} |`);
  for (const name of Object.keys(impl.actions)) if (isPlaceholder(impl.actions[name])) rows.push(`| action | \`${name}\` | **the app** (\`.provide\`) |`);
  for (const name of Object.keys(impl.guards)) if (isPlaceholder(impl.guards[name])) rows.push(`| guard | \`${name}\` | **the app** (\`.provide\`) |`);
  for (const [name, value] of Object.entries(impl.delays)) rows.push(`| delay | \`${name}\` | ${typeof value === 'number' ? `${value} ms` : 'computed from the context'} |`);
  return rows;
}

function rootHandlers(model: DerivedTestModel): string[] {
  const own = model.transitions.filter((t) => t.source === model.machine.root.id);
  if (!own.length) return [];
  return ['', 'Handled in every state (unless a state handles it itself):', '', ...own.map((t) => `- \`${arrowLabel(t)}\`${t.targets.length ? ` → \`${t.targets.map((id) => model.stateNode(id).path.join('.')).join(', ')}\`` : ' (the state does not change)'}`)];
}

export function renderFlowDoc(name: string, machine: AnyStateMachine, source: string, limits: PathLimits = {}): FlowDoc {
  const model = deriveTestModel(name, machine);
  const paths: GeneratedPaths = generatePaths(model, limits);
  const rootMeta = meta(machine.root);
  const lines: string[] = [
    `# Flow: ${name}`,
    '',
    `<!-- Generated by \`npm run flows\` from ${source}. Do not edit: change the machine and run it again. -->`,
    '',
    rootMeta?.description ?? '',
    '',
    `${model.stateIds.length} states, ${model.transitions.length} transitions. The QA plan below takes every transition at least once (${paths.plan.length} paths); the automated tests run ${paths.all.length} paths (plan, ${paths.shortest.length} shortest to every ${paths.shortestPer}, ${paths.simple.length} bounded simple) against the real machine.`,
    '',
    '## Statechart',
    '',
    '```mermaid',
    mermaid(model),
    '```',
    '',
    'Arrows: `EVENT [guard]` for page events, `done`/`error` for an effect finishing, `after N ms` for timers, `[guard]`/`[else]` alone for an immediate decision.',
    ...rootHandlers(model),
    '',
    '## States',
    '',
    ...statesTable(model),
    '',
    '## Events',
    '',
    ...eventsTable(model),
    '',
    '## Effects and timers',
    '',
    ...effectsTable(machine),
    '',
    `## QA plan (${paths.plan.length} paths)`,
    '',
    'Each path starts from a fresh page. Guards in `code` are conditions to set up before the step (for example the host, the app version or what the server answers).',
    '',
  ];
  paths.plan.forEach((path, i) => {
    lines.push(`### ${i + 1}. ${pathTitle(path)}`, '');
    pathSteps(model, path).forEach((step, k) => lines.push(`${k + 1}. ${step}`));
    lines.push('');
  });
  return {
    name,
    markdown: `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`,
    stats: {
      states: model.stateIds.length,
      transitions: model.transitions.length,
      planPaths: paths.plan.length,
      shortestPaths: paths.shortest.length,
      simplePaths: paths.simple.length,
      testedPaths: paths.all.length,
      description: rootMeta?.description ?? '',
    },
  };
}

export function renderFlowIndex(docs: readonly FlowDoc[]): string {
  const lines = [
    '# Flows',
    '',
    '<!-- Generated by `npm run flows`. Do not edit. -->',
    '',
    'Every product flow is an XState machine in `machines/`. These pages are generated from the machines themselves: a statechart for product review and a QA plan (numbered steps) that takes every transition at least once. `npm run flows:check` (and the machine tests) fail when they are out of date.',
    '',
    '| Flow | What it does | States | Transitions | QA plan paths | Tested paths |',
    '|---|---|---|---|---|---|',
    ...docs.map((d) => `| [${d.name}](./${d.name}.md) | ${cell(d.stats.description)} | ${d.stats.states} | ${d.stats.transitions} | ${d.stats.planPaths} | ${d.stats.testedPaths} |`),
    '',
  ];
  return lines.join('\n');
}
