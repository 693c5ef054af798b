/**
 * Renders docs/flows/<flow>.md: a Mermaid stateDiagram-v2 drawn from the machine (states with their
 * meta text; events, guards and delays on the arrows), the states, events and effects as tables,
 * and the QA plan: the generated transition-cover paths as numbered steps.
 */
import { existsSync } from 'node:fs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { isPlaceholder } from '../../../../machines/shared/must-provide';
import type { StateMeta } from '../../../../machines/shared/meta';
import { deriveTestModel, type DerivedTestModel, type ProductTransition } from '../twin/derive-test-model';
import { pathSteps, pathTitle } from '../twin/describe-path';
import { generatePaths, type GeneratedPaths, type PathLimits } from '../twin/paths';

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

/** `dailyClaim` → `daily claim`. */
export function inWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What the statechart calls a composite or parallel state. */
const titleOf = (node: AnyStateNode): string => meta(node)?.title ?? capitalised(inWords(node.key));

/** The words a flow's docs use: guard labels, request and delay texts from the root meta. */
interface Words {
  guard(name: string): string;
  request(src: string): string;
  delay(t: ProductTransition): string;
}

/** 2000 → "2 s", 500 → "500 ms", 86400000 → "24 h". */
export function duration(ms: number): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms >= 1000 && ms % 100 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function wordsOf(machine: AnyStateMachine): Words {
  const m = meta(machine.root);
  return {
    guard: (name) => m?.guards?.[name]?.label ?? inWords(name),
    request: (src) => m?.requests?.[src] ?? `runs ${inWords(src)}`,
    delay: (t) => {
      const d = t.delay;
      if (!d) return '';
      if (d.ms !== null) return duration(d.ms);
      return m?.delays?.[d.ref] ?? inWords(d.ref);
    },
  };
}

function condition(t: ProductTransition, words: Words): string {
  return t.guard ? ` [${words.guard(t.guard.name)}]` : t.earlierGuards.length ? ' [otherwise]' : '';
}

function arrowLabel(t: ProductTransition, words: Words): string {
  const cond = condition(t, words);
  switch (t.kind) {
    case 'event':
      return `${t.productEvent}${cond}`;
    case 'done':
      return `answered${cond}`;
    case 'error':
      return `failed${cond}`;
    case 'after':
      return `after ${words.delay(t)}${cond}`;
    case 'always':
      return cond.trim() || 'always';
  }
}

/** A leaf state's text: what it means, what it asks and how long it waits. */
function stateText(model: DerivedTestModel, node: AnyStateNode, words: Words): string {
  const parts = [meta(node)?.description ?? ''];
  const invokes = (node.invoke as Array<{ src: unknown }> | undefined) ?? [];
  for (const inv of invokes) if (typeof inv.src === 'string') parts.push(`${capitalised(words.request(inv.src))}.`);
  const waits = [
    ...new Set(model.transitions.filter((t) => t.source === node.id && t.kind === 'after').map((t) => words.delay(t))),
  ];
  if (waits.length) parts.push(`Waits ${waits.join(', ')}.`);
  return parts.join(' ');
}

/** Characters per line of a state's text in the charts. */
const WRAP_AT = 34;

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One chart: `scope`'s states (the machine root for the whole flow, or one region), with `collapsed` states drawn
 * closed.
 */
interface Chart {
  readonly scope: AnyStateNode;
  readonly collapsed: ReadonlySet<AnyStateNode>;
}

/**
 * The statechart. Mermaid quirks it avoids: every arrow is written inside the block of the deepest
 * state that contains both its ends (arrows written elsewhere can move states between blocks, or fail
 * inside a parallel state's later regions).
 */
function mermaid(model: DerivedTestModel, chart: Chart, words: Words): string {
  const { scope, collapsed } = chart;
  const within = (node: AnyStateNode): boolean => {
    for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === scope) return true;
    return false;
  };
  /** Where an end of an arrow is drawn: itself, the closed state around it, or nowhere (outside the chart). */
  const drawnAs = (node: AnyStateNode): AnyStateNode | null => {
    if (!within(node)) return null;
    let shown = node;
    for (let n: AnyStateNode | undefined = node; n && n !== scope; n = n.parent) if (collapsed.has(n)) shown = n;
    return shown;
  };
  const strictAncestors = (node: AnyStateNode): AnyStateNode[] => {
    const out: AnyStateNode[] = [];
    for (let n = node.parent; n; n = n.parent) {
      out.push(n);
      if (n === scope) break;
    }
    return out;
  };
  /** The block an arrow belongs in: the deepest compound state strictly containing all its ends. */
  const containerOf = (ends: AnyStateNode[]): AnyStateNode => {
    const [first, ...rest] = ends.map(strictAncestors);
    let container = (first ?? []).find((a) => rest.every((list) => list.includes(a))) ?? scope;
    // Arrows written after a parallel state's regions would belong to the last region.
    while (container.type === 'parallel' && container !== scope && container.parent) container = container.parent;
    return container;
  };
  const arrowsByContainer = new Map<AnyStateNode, string[]>();
  for (const t of model.transitions) {
    if (t.source === model.machine.root.id) continue;
    const sourceNode = model.stateNode(t.source);
    const source = drawnAs(sourceNode);
    const targets = t.targets.length ? t.targets.map((id) => drawnAs(model.stateNode(id))) : [source];
    if (!source || targets.some((x) => x === null)) continue;
    // An arrow inside a closed state is drawn in that state's own chart.
    if (collapsed.has(source) && source !== sourceNode && targets.every((x) => x === source)) continue;
    const container = containerOf([source, ...(targets as AnyStateNode[])]);
    const list = arrowsByContainer.get(container) ?? [];
    for (const target of targets as AnyStateNode[])
      list.push(`${mermaidId(source)} --> ${mermaidId(target)} : ${safe(arrowLabel(t, words))}`);
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
    for (const child of children)
      if (child.type === 'final' && node === scope) lines.push(`${indent(depth)}${mermaidId(child)} --> [*]`);
  };
  const declare = (node: AnyStateNode, depth: number): void => {
    const id = mermaidId(node);
    if (Object.keys(node.states).length && !collapsed.has(node)) {
      lines.push(`${indent(depth)}state "${safe(titleOf(node))}" as ${id} {`);
      body(node, depth + 1);
      lines.push(`${indent(depth)}}`);
      return;
    }
    if (collapsed.has(node)) {
      lines.push(`${indent(depth)}state "${safe(titleOf(node))}" as ${id}`);
      for (const line of wrap(
        safe(
          `${meta(node)?.description ?? ''} Its ${Object.keys(node.states).length} parts run side by side, one chart each below.`,
        ),
        WRAP_AT,
      ))
        lines.push(`${indent(depth)}${id} : ${line}`);
      return;
    }
    lines.push(`${indent(depth)}state "${safe(inWords(node.key))}" as ${id}`);
    // One short line each: Mermaid does not wrap a state's text, so long lines make the chart too wide to read.
    for (const line of wrap(safe(stateText(model, node, words)), WRAP_AT))
      lines.push(`${indent(depth)}${id} : ${line}`);
  };
  body(scope, 1);
  return lines.join('\n');
}

/** Above this many states a flow's parallel states get one chart per region. */
export const SPLIT_ABOVE_STATES = 20;

/** The charts of a flow: one, or (a large flow with parallel states) an overview and one per region. */
function chartsOf(model: DerivedTestModel): Array<{ title: string | null; chart: Chart }> {
  const root = model.machine.root;
  const parallels = model.stateIds.map((id) => model.stateNode(id)).filter((n) => n.type === 'parallel');
  if (model.stateIds.length <= SPLIT_ABOVE_STATES || parallels.length === 0)
    return [{ title: null, chart: { scope: root, collapsed: new Set() } }];
  const outer = parallels.filter(
    (p) => !parallels.some((q) => q !== p && p.path.join('.').startsWith(`${q.path.join('.')}.`)),
  );
  const charts: Array<{ title: string | null; chart: Chart }> = [
    { title: 'Overview', chart: { scope: root, collapsed: new Set(outer) } },
  ];
  for (const p of outer)
    for (const region of Object.values(p.states) as AnyStateNode[])
      charts.push({ title: `${titleOf(p)}: ${titleOf(region)}`, chart: { scope: region, collapsed: new Set() } });
  return charts;
}

/** Each decision (a state and what happens there) with its guards in the order they are checked. */
function decisionsTable(model: DerivedTestModel, words: Words): string[] {
  const m = meta(model.machine.root);
  const groups = new Map<string, ProductTransition[]>();
  for (const t of model.transitions) {
    if (!t.guard && !t.earlierGuards.length) continue;
    const key = `${t.source}|${t.kind}|${t.productEvent}|${t.delay?.ref ?? ''}|${t.invoke?.id ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  if (!groups.size) return [];
  const rows = [
    '## Conditions',
    '',
    'Each condition the statechart writes in brackets, in plain words, and what it checks:',
    '',
    '| Condition | What it means | Code name |',
    '|---|---|---|',
  ];
  const names = [...new Set(model.transitions.flatMap((t) => (t.guard ? [t.guard.name] : [])))];
  for (const name of names)
    rows.push(`| ${cell(words.guard(name))} | ${cell(m?.guards?.[name]?.meaning ?? '')} | \`${name}\` |`);
  rows.push(
    '',
    'Where the flow decides, the conditions are checked in this order; the first that holds wins:',
    '',
    '| Where | On | Checked in this order |',
    '|---|---|---|',
  );
  for (const list of groups.values()) {
    const first = list[0] as ProductTransition;
    const where = `\`${model.stateNode(first.source).path.join('.') || '(every state)'}\``;
    const on =
      first.kind === 'event'
        ? `\`${first.productEvent}\``
        : first.kind === 'after'
          ? `after ${words.delay(first)}`
          : first.kind === 'always'
            ? 'entering it'
            : first.kind === 'done'
              ? 'the answer'
              : 'a failure';
    const target = (t: ProductTransition): string =>
      t.targets.length ? t.targets.map((id) => `\`${model.stateNode(id).key}\``).join(', ') : 'stays';
    const order = list
      .map((t, i) => `${i + 1}. ${t.guard ? words.guard(t.guard.name) : 'otherwise'} → ${target(t)}`)
      .join('<br>');
    rows.push(`| ${where} | ${on} | ${order} |`);
  }
  return rows;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function statesTable(model: DerivedTestModel): string[] {
  const rows = ['| State | What it means | Message shown (key) |', '|---|---|---|'];
  for (const id of model.stateIds) {
    const node = model.stateNode(id);
    const m = meta(node);
    const kind = model.transientStateIds.has(id)
      ? ' _(decision, never at rest)_'
      : node.type === 'final'
        ? ' _(final)_'
        : node.type === 'parallel'
          ? ' _(parallel)_'
          : '';
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
    const where = [
      ...new Set(
        model.transitions
          .filter((t) => t.productEvent === e)
          .map((t) =>
            t.source === model.machine.root.id ? 'every state' : `\`${model.stateNode(t.source).path.join('.')}\``,
          ),
      ),
    ];
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
  for (const name of Object.keys(impl.actors))
    rows.push(
      `| actor | \`${name}\` | ${isPlaceholder(impl.actors[name]) ? '**the app** (`.provide`)' : 'the machine'} |`,
    );
  for (const name of Object.keys(impl.actions))
    if (isPlaceholder(impl.actions[name])) rows.push(`| action | \`${name}\` | **the app** (\`.provide\`) |`);
  for (const name of Object.keys(impl.guards))
    if (isPlaceholder(impl.guards[name])) rows.push(`| guard | \`${name}\` | **the app** (\`.provide\`) |`);
  for (const [name, value] of Object.entries(impl.delays))
    rows.push(`| delay | \`${name}\` | ${typeof value === 'number' ? `${value} ms` : 'computed from the context'} |`);
  return rows;
}

function rootHandlers(model: DerivedTestModel, words: Words): string[] {
  const own = model.transitions.filter((t) => t.source === model.machine.root.id);
  if (!own.length) return [];
  return [
    '',
    'Handled in every state (unless a state handles it itself):',
    '',
    ...own.map(
      (t) =>
        `- \`${arrowLabel(t, words)}\`${t.targets.length ? ` → \`${t.targets.map((id) => model.stateNode(id).path.join('.')).join(', ')}\`` : ' (the state does not change)'}`,
    ),
  ];
}

/** Values the flow takes from its caller (input), shown beside its statechart: timers, intervals, limits. */
export type FlowValues = readonly string[];

export function renderFlowDoc(
  name: string,
  machine: AnyStateMachine,
  source: string,
  limits: PathLimits = {},
  values: FlowValues = [],
): FlowDoc {
  const model = deriveTestModel(name, machine);
  const paths: GeneratedPaths = generatePaths(model, limits);
  const rootMeta = meta(machine.root);
  const words = wordsOf(machine);
  const charts = chartsOf(model);
  const chartLines = charts.flatMap(({ title, chart }) => [
    ...(title ? [`### ${title}`, ''] : []),
    '```mermaid',
    mermaid(model, chart, words),
    '```',
    '',
  ]);
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
    ...(charts.length > 1
      ? [
          `${model.stateIds.length} states are too many for one readable chart: the overview draws each part that runs side by side as one box, and each part has its own chart below it.`,
          '',
        ]
      : []),
    ...chartLines,
    "Arrows: `EVENT [condition]` for what the user or the page does, `answered`/`failed` when the state's request ends, `after 2 s` for timers, `[condition]`/`[otherwise]` alone for an immediate decision. Conditions are explained under [Conditions](#conditions).",
    ...rootHandlers(model, words),
    ...(values.length ? ['', '**Timers and limits:**', '', ...values.map((v) => `- ${v}`)] : []),
    ...(rootMeta?.notes?.length
      ? ['', '## Notes: where this flow departs from the spec, and why', '', ...rootMeta.notes.map((n) => `- ${n}`)]
      : []),
    '',
    ...decisionsTable(model, words),
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
    ...(existsSync(new URL(`../../../../docs/flows/qa/${name}.md`, import.meta.url))
      ? [
          `These steps speak the machine's words. To test by hand on a phone, follow [the QA checklist](./qa/${name}.md): the same paths as taps and what the screen shows, with the host, URL, account and server state of each; they also run automatically on the real pages.`,
          '',
        ]
      : []),
  ];
  paths.plan.forEach((path, i) => {
    lines.push(`### ${i + 1}. ${pathTitle(path)}`, '');
    pathSteps(model, path).forEach((step, k) => lines.push(`${k + 1}. ${step}`));
    lines.push('');
  });
  return {
    name,
    markdown: `${lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
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
    ...docs.map(
      (d) =>
        `| [${d.name}](./${d.name}.md) | ${cell(d.stats.description)} | ${d.stats.states} | ${d.stats.transitions} | ${d.stats.planPaths} | ${d.stats.testedPaths} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
