/**
 * The UI guards that WebKit can run (the Chromium suite's, tests/e2e/support/ui-guards.ts, without what
 * needs Chromium's protocol): overflow, clipped text and bad text, by the same in-page function
 * serialized into the page; and axe's colour-contrast and accessible-name rules, with axe injected
 * through WebDriver (WebKitWebDriver has no init scripts). The target-size check stays Chromium's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  axeFindings,
  inPageChecks,
  pageSettled,
  type AxeViolation,
  type PageViolation,
} from '../e2e/support/ui-guards';
import { waitFor, type Browser } from './browser';

/** axe's contrast rule and its rules that every control, image, frame and document has a name. */
const AXE_RULES = [
  'color-contrast',
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'button-name',
  'document-title',
  'frame-title',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A self-contained function as a WebDriver script body that calls it with `args`. tsx compiles with
 * esbuild's keepNames, which wraps inner functions in a `__name` helper the page does not have.
 */
const script = (fn: (...args: never[]) => unknown, ...args: unknown[]): string =>
  `var __name = function (target) { return target; }; return (${fn.toString()}).apply(null, ${JSON.stringify(args)});`;

const CHECKS = script(inPageChecks, false);
const SETTLED = `(function () { ${script(pageSettled)} })()`;

/** Waits until the page holds still (as the Chromium guards' `settle`); goes on after `timeoutMs` as they do. */
async function settle(browser: Browser, timeoutMs = 3_000): Promise<void> {
  await waitFor(browser, `document.readyState === 'complete' && ${SETTLED}`, 'the page to settle', timeoutMs).catch(
    () => undefined,
  );
}

async function axeViolations(browser: Browser): Promise<AxeViolation[]> {
  if (!(await browser.execute<boolean, []>('return !!window.axe;')))
    await browser.execute(`${AXE_SOURCE}\n;return true;`);
  const outcome = await browser.executeAsync<{ violations?: AxeViolation[]; error?: string }, [string[]]>(
    `var rules = arguments[0], done = arguments[arguments.length - 1];
     window.axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] }).then(
       function (result) {
         done({ violations: result.violations.map(function (v) {
           var messages = function (checks) { return checks.map(function (c) { return { message: c.message }; }); };
           return { id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(function (n) {
             return { target: n.target.map(String), any: messages(n.any), all: messages(n.all), none: messages(n.none) };
           }) };
         }) });
       },
       function (error) { done({ error: String(error) }); });`,
    AXE_RULES,
  );
  if (outcome.error !== undefined || !outcome.violations)
    throw new Error(`axe could not run: ${outcome.error ?? 'no result'}`);
  return outcome.violations;
}

/**
 * Whether every control `selector` matches holds its visible text, leaving out text the guards treat
 * as visually hidden (clipped to nothing). Self-contained: it is serialized into the page.
 */
function visibleTextFits(selector: string): boolean {
  const controls = document.querySelectorAll(selector);
  const hidden = (el: Element) => {
    const style = getComputedStyle(el);
    return style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
  };
  return (
    controls.length > 0 &&
    [...controls].every((control) => {
      const box = control.getBoundingClientRect();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? '').trim()) continue;
        let inHidden = false;
        for (let p = node.parentElement; p && p !== control.parentElement; p = p.parentElement) inHidden ||= hidden(p);
        if (inHidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (Math.max(box.left - text.left, text.right - box.right, box.top - text.top, text.bottom - box.bottom) > 1.5)
          return false;
      }
      return true;
    })
  );
}

/**
 * WebKit lays out a visually hidden label (an absolutely positioned 1 px box clipped to nothing, such
 * as the voice player's "Play voice") at a static position after the control's icon, and the control's
 * text Range still takes in its glyphs: the control is reported as spilling text that nobody sees.
 * Such a report stands only when the control's visible text spills too.
 */
async function seenSpill(browser: Browser, violation: PageViolation): Promise<boolean> {
  if (violation.check !== 'clipped' || !/ runs \d+px out of its \d+×\d+ control$/.test(violation.detail)) return true;
  return !(await browser.execute<boolean, []>(script(visibleTextFits, violation.selector)));
}

/** Every violation on the page as it is now, once it has settled. */
export async function guardViolations(browser: Browser): Promise<PageViolation[]> {
  await settle(browser);
  const found: PageViolation[] = [];
  for (const violation of await browser.execute<PageViolation[], []>(CHECKS))
    if (await seenSpill(browser, violation)) found.push(violation);
  return [...found, ...axeFindings(await axeViolations(browser))];
}

/** The violations as lines of a failure message. */
export const describeViolations = (violations: readonly PageViolation[]): string =>
  violations.map((v) => `${v.check}: ${v.selector}: ${v.detail}`).join('\n      ');
