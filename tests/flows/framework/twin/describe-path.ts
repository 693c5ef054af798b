/**
 * Words for generated paths: short titles for test names and numbered steps a tester can follow
 * by hand in the docs. Everything comes from the machine: state `meta.description`, the root's
 * `meta.events`, actor, guard and delay names.
 */
import type { AnyStateNode, AnyMachineSnapshot } from 'xstate';
import type { StateMeta } from '../../../../machines/shared/meta';
import type { DerivedTestModel, GuardRef, Offer } from './derive-test-model';
import type { TwinPath } from './paths';

const metaOf = (node: AnyStateNode): StateMeta | undefined => node.meta as StateMeta | undefined;

/** The active leaf states of a twin configuration, e.g. `ready.claim.claimable + ready.purchase.purchasable`. */
export function configurationLabel(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final');
  return leaves.map((n) => n.path.join('.')).join(' + ');
}

function guardText(g: GuardRef): string {
  return `\`${g.key}\``;
}

/** The condition part of an offer: "when `g`", "otherwise (not `a`, not `b`)" or ''. */
export function conditionText(offer: Offer): string {
  if (offer.trueGuard) return `when ${guardText(offer.trueGuard)}`;
  if (offer.falseGuards.length) return `otherwise (not ${offer.falseGuards.map(guardText).join(', not ')})`;
  return '';
}

function delayText(t: Offer['transition']): string {
  const d = t.delay;
  if (!d) return '';
  return d.ms === null ? `the \`${d.ref}\` delay` : `${d.ms} ms (\`${d.ref}\`)`;
}

/** What the tester does or observes for one step, without the resulting state. */
export function actionText(model: DerivedTestModel, offer: Offer): string {
  const t = offer.transition;
  const events = metaOf(model.machine.root)?.events ?? {};
  const cond = conditionText(offer);
  const suffix = cond ? `, ${cond}` : '';
  switch (t.kind) {
    case 'event': {
      const doc = events[t.productEvent];
      return `Send \`${t.productEvent}\`${doc ? ` (${doc.replace(/\.$/, '')})` : ''}${suffix}`;
    }
    case 'done':
      return `\`${t.invoke?.src}\` succeeds${suffix}`;
    case 'error':
      return `\`${t.invoke?.src}\` fails${suffix}`;
    case 'after':
      return `Wait ${delayText(t)}${suffix}`;
    case 'always':
      return cond ? `Immediately, ${cond}` : 'Immediately';
  }
}

/** Expected outcome of a step: the states now active (with their descriptions). */
export function resultText(
  model: DerivedTestModel,
  before: AnyMachineSnapshot | null,
  after: AnyMachineSnapshot,
  offer: Offer,
): string {
  const t = offer.transition;
  if (!t.targets.length && !t.reenter) return 'the state does not change';
  const targets = t.targets.map((id) => {
    const node = model.stateNode(id);
    const leaf = (after._nodes as AnyStateNode[]).find(
      (n) => (n.type === 'atomic' || n.type === 'final') && n.path.join('.').startsWith(node.path.join('.')),
    );
    const shown = leaf ?? node;
    const description = metaOf(shown)?.description;
    return `**${shown.path.join('.')}**${description ? ` — ${description.replace(/\.$/, '')}` : ''}`;
  });
  void before;
  return targets.join('; ');
}

/** A one-line title for a path (test names). */
export function pathTitle(path: TwinPath): string {
  const events = path.steps.filter((s) => s.offer.transition.kind !== 'always').map((s) => s.offer.twinEvent);
  const end = path.steps.at(-1)?.state;
  return `${events.join(' → ') || '(start)'} ⇒ ${end ? configurationLabel(end) : '?'}`;
}

/** Numbered Markdown steps for a path. */
export function pathSteps(model: DerivedTestModel, path: TwinPath): string[] {
  const lines: string[] = [];
  const initial = model.initialSnapshot();
  lines.push(`Start the flow: **${configurationLabel(initial)}**${describeLeaves(initial)}.`);
  let before: AnyMachineSnapshot = initial;
  for (const step of path.steps) {
    lines.push(`${actionText(model, step.offer)} → ${resultText(model, before, step.state, step.offer)}.`);
    before = step.state;
  }
  return lines;
}

function describeLeaves(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final');
  const texts = leaves.map((n) => metaOf(n)?.description?.replace(/\.$/, '')).filter((d): d is string => Boolean(d));
  return texts.length ? ` — ${texts.join('; ')}` : '';
}
