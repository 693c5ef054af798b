/**
 * Checks, independently of how the twin was built, that it has exactly the product machine's
 * states (ids, types, nesting, initial states) and transitions (source, targets, reenter), one
 * twin transition per product transition.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { DerivedTestModel } from './derive-test-model';

function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode): void => {
    out.push(n);
    for (const child of Object.values(n.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return out;
}

const describeNode = (n: AnyStateNode): string =>
  `${n.id} type=${n.type} parent=${n.parent?.id ?? '-'} initial=${n.type === 'compound' ? ((n.initial.target[0] as AnyStateNode | undefined)?.id ?? '-') : '-'}`;

/** Lists every difference; empty when the twin mirrors the product exactly. */
export function compareTwin(model: DerivedTestModel): string[] {
  const problems: string[] = [];
  const product = nodesOf(model.machine);
  const twin = nodesOf(model.twin);
  const productNodes = new Set(product.map(describeNode));
  const twinNodes = new Set(twin.map(describeNode));
  for (const d of productNodes) if (!twinNodes.has(d)) problems.push(`state missing in the twin: ${d}`);
  for (const d of twinNodes) if (!productNodes.has(d)) problems.push(`state only in the twin: ${d}`);

  // Product transitions, counted straight from the state nodes.
  const productEdges: string[] = [];
  for (const n of product) {
    for (const [eventType, defs] of n.transitions) {
      defs.forEach((d, i) =>
        productEdges.push(
          `${n.id} ${eventType}#${i} -> ${(d.target ?? []).map((t: AnyStateNode) => t.id).join(',')}${d.reenter ? ' reenter' : ''}`,
        ),
      );
    }
    (n.always ?? []).forEach((d, i) =>
      productEdges.push(
        `${n.id} always#${i} -> ${(d.target ?? []).map((t: AnyStateNode) => t.id).join(',')}${d.reenter ? ' reenter' : ''}`,
      ),
    );
  }
  // Twin transitions, mapped back to product event and index through the derived table.
  const twinEdges: string[] = [];
  for (const n of twin) {
    if (n.always?.length) problems.push(`the twin has eventless transitions in ${n.id}`);
    if (n.invoke.length) problems.push(`the twin invokes actors in ${n.id}`);
    for (const [twinEvent, defs] of n.transitions) {
      if (twinEvent.startsWith('xstate.')) problems.push(`the twin has a built-in event '${twinEvent}' in ${n.id}`);
      for (const d of defs) {
        const t = model.transitions.find((x) => x.source === n.id && x.twinEvent === twinEvent);
        if (!t) {
          problems.push(`twin transition without a product transition: ${n.id} ${twinEvent}`);
          continue;
        }
        const event = t.kind === 'always' ? 'always' : t.productEvent;
        twinEdges.push(
          `${n.id} ${event}#${t.index} -> ${(d.target ?? []).map((x: AnyStateNode) => x.id).join(',')}${d.reenter ? ' reenter' : ''}`,
        );
      }
    }
  }
  const sortedP = [...productEdges].sort();
  const sortedT = [...twinEdges].sort();
  for (const e of sortedP) if (!sortedT.includes(e)) problems.push(`transition missing in the twin: ${e}`);
  for (const e of sortedT) if (!sortedP.includes(e)) problems.push(`transition only in the twin: ${e}`);
  if (sortedP.length !== sortedT.length)
    problems.push(`the product has ${sortedP.length} transitions, the twin ${sortedT.length}`);
  return problems;
}
