/**
 * The UI guards: checks that run on one loaded page and return every violation they find, so a page
 * load is checked for everything at once (tests/e2e/ui-guards.spec.ts). Each check runs in the page
 * (one `page.evaluate`), except axe.
 *
 * - overflow: the page is wider than the viewport (`documentElement.scrollWidth > innerWidth`);
 * - clipped: text cut by its box: a control, label, heading, tab, or any element holding text itself,
 *   whose content is larger than its box while its overflow is hidden/clip (ellipsis allowed only when
 *   the full text is in its title or aria-label, or shown elsewhere on screen); a control's text that
 *   runs out of the control; an SVG <text> outside its <svg> or the shape it sits on;
 * - text: `NaN`, `undefined`, `null`, `[object …]` or an unfilled `{placeholder}` in visible text;
 * - target: an interactive target under 24×24 px without the spacing WCAG 2.5.8 allows (a 24 px
 *   circle on its centre meets no other target or circle); links inside a sentence are exempt;
 * - axe: serious or critical axe violations (WCAG 2.1 A/AA and best practices, contrast included).
 */
import type { BrowserContext, Page } from '@playwright/test';
import axe from 'axe-core';
import type { GuardViolation } from '../../../scripts/lib/ui-guard-violation';
import { networkQuiet } from './network-quiet';

export type { GuardViolation };

export type PageViolation = Pick<GuardViolation, 'check' | 'selector' | 'detail'>;

/**
 * Opens `url` with the app's own navigation (the router follows `history.pushState`), as a tap on a link
 * inside the app would: no new document, no server render, the route's data read by the browser. True
 * once the page `pageName` shows; false when the page holds no app yet or another page shows (a route
 * that leads on elsewhere), and the caller loads the URL afresh instead.
 */
export async function navigateInApp(page: Page, url: string, pageName: string, timeout = 10_000): Promise<boolean> {
  const before = await page
    .evaluate((to) => {
      const shown = document.querySelector('[data-page], [data-testid="fallback-page"]');
      if (!shown) return null;
      const state = (history.state ?? {}) as { __TSR_index?: number };
      const key = Math.random().toString(36).slice(2, 10);
      history.pushState({ __TSR_index: (state.__TSR_index ?? 0) + 1, key, __TSR_key: key }, '', to);
      return shown.getAttribute('data-page') ?? 'fallback';
    }, url)
    .catch(() => null);
  if (before === null) return false;
  // Done once a page other than the one before shows (or the same one, when the route is the page already
  // shown), or the route led on to another address: a route that leads on to another page answers false at
  // once instead of at the timeout, even when that page is the one before.
  const shown = await page
    .waitForFunction(
      ({ from, to, path }) => {
        const el = document.querySelector('[data-page], [data-testid="fallback-page"]');
        const now = el ? (el.getAttribute('data-page') ?? 'fallback') : null;
        if (now === null) return null;
        if (now === from && from !== to && location.pathname === path) return null;
        return now;
      },
      { from: before, to: pageName, path: new URL(url, 'http://x').pathname },
      { timeout, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (shown !== pageName) return false;
  await settle(page);
  return true;
}

/** Waits until the page has settled: network quiet, fonts loaded, finite animations done, nothing busy. */
export async function settle(page: Page, timeout = 3_000): Promise<void> {
  await networkQuiet(page, 5_000);
  await page.waitForFunction(pageSettled, undefined, { timeout, polling: 50 }).catch(() => undefined);
}

/**
 * The page holds still: fonts loaded, nothing busy, finite animations done. Self-contained: it is serialized into the
 * page.
 */
export function pageSettled(): boolean {
  if (document.fonts.status !== 'loaded') return false;
  if (document.querySelector('[aria-busy="true"]')) return false;
  return document
    .getAnimations()
    .every((a) => a.playState !== 'running' || !Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
}

/**
 * The in-page checks (overflow, clipped, text and, with `withTargets`, target). Self-contained:
 * it is serialized into the page (here and by the WebKit suite, tests/webkit/guards.ts).
 */
export function inPageChecks(withTargets: boolean): PageViolation[] {
  const out: PageViolation[] = [];
  const vw = window.innerWidth;

  const describe = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let depth = 0; node && node !== document.body && depth < 4; depth += 1) {
      const testId = node.getAttribute('data-testid');
      let part = node.tagName.toLowerCase();
      if (node.id && !/^[:«]/.test(node.id) && !/\d{3,}/.test(node.id)) part += `#${node.id}`;
      if (testId) part += `[data-testid="${testId}"]`;
      const cls = [...node.classList].filter((c) => !/^(is-|has-)/.test(c)).slice(0, 2);
      if (cls.length) part += `.${cls.join('.')}`;
      parts.unshift(part);
      if (testId || (node.id && part.includes('#'))) break;
      node = node.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const short = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);
  const isVisible = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    // Visually hidden (screen-reader only) text: clipped on purpose.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    return el.closest('[hidden], [inert]') === null;
  };
  const clips = (v: string) => v === 'hidden' || v === 'clip';

  // --- overflow -----------------------------------------------------------------------------------
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > vw) {
    const wide: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= vw + 0.5) continue;
      // Only the outermost offender of each branch (its children follow it out).
      if (wide.some((w) => w.contains(el))) continue;
      // Inside a horizontal scroller or a clipping box, it does not widen the page.
      let contained = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ps = getComputedStyle(p);
        if (ps.overflowX !== 'visible' && p.getBoundingClientRect().right <= vw + 0.5) {
          contained = true;
          break;
        }
      }
      if (!contained) wide.push(el);
    }
    out.push({
      check: 'overflow',
      selector: wide.slice(0, 3).map(describe).join(' | ') || 'html',
      detail: `page ${scrollWidth}px wide in a ${vw}px viewport${wide[0] ? `; right edge ${Math.round(wide[0].getBoundingClientRect().right)}px` : ''}`,
    });
  }

  // --- clipped text -------------------------------------------------------------------------------
  const CONTROL =
    'button, a, label, legend, summary, select, h1, h2, h3, h4, h5, h6, [role="button"], [role="tab"], [role="link"], [role="heading"], [role="option"], [role="menuitem"]';
  const fullTextAvailable = (el: Element, text: string): boolean => {
    for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
      const named = `${p.getAttribute('title') ?? ''} ${p.getAttribute('aria-label') ?? ''}`;
      if (named.replace(/\s+/g, ' ').includes(text)) return true;
      if (p.matches(CONTROL)) break;
    }
    // The same text elsewhere on screen: in another element that is neither inside nor around this one.
    for (const other of document.body.querySelectorAll('*')) {
      if (other === el || other.contains(el) || el.contains(other) || !isVisible(other)) continue;
      if (textOf(other) === text) {
        const s = getComputedStyle(other);
        if (!(clips(s.overflowX) && other.scrollWidth > other.clientWidth + 1)) return true;
      }
    }
    return false;
  };
  const hasOwnText = (el: Element) =>
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  const reported = new Set<Element>();
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el instanceof SVGElement || !isVisible(el)) continue;
    const text = textOf(el);
    if (!text) continue;
    const style = getComputedStyle(el);
    const isControl = el.matches(CONTROL);
    if (!isControl && !hasOwnText(el)) continue;
    // Form fields scroll their own value; images and media hold no text.
    if (el.matches('input, textarea, select, img, video, canvas, iframe')) continue;
    const overX = el.scrollWidth - el.clientWidth;
    const overY = el.scrollHeight - el.clientHeight;
    const clipX = clips(style.overflowX);
    const clipY = clips(style.overflowY);
    const clampLines = style.getPropertyValue('-webkit-line-clamp');
    const ellipsis = style.textOverflow === 'ellipsis' || (clampLines !== '' && clampLines !== 'none');
    // An ellipsis shows as soon as the text is wider than its box, even by a fraction of a pixel.
    const slack = ellipsis ? 0 : 1;
    if ((clipX && overX > slack) || (clipY && overY > slack)) {
      if (ellipsis && fullTextAvailable(el, text)) continue;
      if ([...reported].some((r) => r.contains(el))) continue;
      reported.add(el);
      out.push({
        check: 'clipped',
        selector: describe(el),
        detail: `"${short(text)}" cut${ellipsis ? ' with an ellipsis and no full text' : ''}: content ${el.scrollWidth}×${el.scrollHeight} in a ${el.clientWidth}×${el.clientHeight} box (overflow ${style.overflowX}/${style.overflowY})`,
      });
      continue;
    }
    // A control whose text runs out of it (overflow visible): the text spills over its border.
    // (Not when the control clips its content: nothing spills, and the check above measured the cut.)
    if (
      isControl &&
      el.matches('button, [role="button"], [role="tab"], summary') &&
      style.display !== 'inline' &&
      !clipX &&
      !clipY
    ) {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const textBox = range.getBoundingClientRect();
      const spill = Math.max(
        box.left - textBox.left,
        textBox.right - box.right,
        box.top - textBox.top,
        textBox.bottom - box.bottom,
      );
      if (textBox.width > 0 && spill > 1.5 && !reported.has(el)) {
        reported.add(el);
        out.push({
          check: 'clipped',
          selector: describe(el),
          detail: `"${short(text)}" runs ${Math.round(spill)}px out of its ${Math.round(box.width)}×${Math.round(box.height)} control`,
        });
      }
    }
  }
  // A control cut by a box around it (a card or row with overflow hidden/clip that is narrower than it).
  for (const el of document.body.querySelectorAll<HTMLElement>(
    'button, [role="button"], [role="tab"], a[href], label, h1, h2, h3, h4, h5, h6',
  )) {
    if (!isVisible(el) || [...reported].some((r) => r === el || r.contains(el) || el.contains(r))) continue;
    const box = el.getBoundingClientRect();
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ps = getComputedStyle(p);
      if (!clips(ps.overflowX) && !clips(ps.overflowY)) continue;
      const pr = p.getBoundingClientRect();
      const cut = Math.max(
        clips(ps.overflowX) ? Math.max(pr.left - box.left, box.right - pr.right) : 0,
        clips(ps.overflowY) ? Math.max(pr.top - box.top, box.bottom - pr.bottom) : 0,
      );
      // Only a control partly inside: one wholly outside is scrolled away (carousels), not cut.
      const overlaps = box.left < pr.right && box.right > pr.left && box.top < pr.bottom && box.bottom > pr.top;
      if (cut > 1.5 && overlaps && textOf(el)) {
        reported.add(el);
        out.push({
          check: 'clipped',
          selector: describe(el),
          detail: `"${short(textOf(el))}" cut ${Math.round(cut)}px by ${describe(p)} (overflow ${ps.overflowX}/${ps.overflowY})`,
        });
        break;
      }
    }
  }
  // A control that sticks out of its card: the nearest box around it that the eye sees as a frame (a
  // background or a border) must hold it, or the control hangs over the card's edge (overflow visible).
  const framed = (p: Element): boolean => {
    const ps = getComputedStyle(p);
    const bg = ps.backgroundColor;
    const hasBackground = bg !== '' && bg !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(bg);
    const hasBorder = ['Top', 'Right', 'Bottom', 'Left'].some(
      (side) =>
        parseFloat(ps.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        ps.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
    );
    return hasBackground || hasBorder || ps.boxShadow !== 'none';
  };
  for (const el of document.body.querySelectorAll<HTMLElement>(
    'button, [role="button"], [role="tab"], input:not([type="hidden"]), select, textarea',
  )) {
    if (!isVisible(el) || [...reported].some((r) => r === el || r.contains(el) || el.contains(r))) continue;
    const box = el.getBoundingClientRect();
    for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      if (!framed(p)) continue;
      const pr = p.getBoundingClientRect();
      const overhang = Math.max(pr.left - box.left, box.right - pr.right, pr.top - box.top, box.bottom - pr.bottom);
      // Scrolled content (a strip of tabs) is not hanging out: only a frame that does not scroll or clip.
      const ps = getComputedStyle(p);
      if (overhang > 1.5 && ps.overflowX === 'visible' && ps.overflowY === 'visible') {
        reported.add(el);
        out.push({
          check: 'clipped',
          selector: describe(el),
          detail: `"${short(textOf(el) || el.getAttribute('aria-label') || el.getAttribute('name') || '')}" sticks ${Math.round(overhang)}px out of its card ${describe(p)}`,
        });
      }
      break;
    }
  }

  // SVG text: inside its <svg> and inside the shape it sits on (the shape before it in its group).
  for (const text of document.querySelectorAll<SVGTextElement>('svg text')) {
    if (!isVisible(text) || !(text.textContent ?? '').trim()) continue;
    const svg = text.ownerSVGElement;
    const textCtm = text.getScreenCTM();
    if (!svg || !textCtm) continue;
    let box: DOMRect;
    try {
      box = text.getBBox();
    } catch {
      continue;
    }
    // The glyphs' line box is taller than the ink: test the ends of the middle line and the inner half.
    const midY = box.y + box.height / 2;
    const inset = box.height / 4;
    const points = [
      [box.x, midY],
      [box.x + box.width, midY],
      [box.x, box.y + inset],
      [box.x + box.width, box.y + inset],
      [box.x, box.y + box.height - inset],
      [box.x + box.width, box.y + box.height - inset],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(textCtm));
    const svgRect = svg.getBoundingClientRect();
    const outOfSvg =
      getComputedStyle(svg).overflow !== 'visible' &&
      points.some(
        (p) => p.x < svgRect.left - 1 || p.x > svgRect.right + 1 || p.y < svgRect.top - 1 || p.y > svgRect.bottom + 1,
      );
    let shape: SVGGeometryElement | null = null;
    for (let s = text.previousElementSibling; s; s = s.previousElementSibling) {
      if (s instanceof SVGGeometryElement && !(s instanceof SVGLineElement) && !(s instanceof SVGPolylineElement)) {
        shape = s;
        break;
      }
    }
    let outOfShape = false;
    const shapeCtm = shape?.getScreenCTM();
    if (shape && shapeCtm) {
      const toShape = shapeCtm.inverse();
      const fitsBefore = (shape as SVGGeometryElement).getBBox();
      // Only a shape the text is meant to sit on: one that holds the text's centre.
      const centre = new DOMPoint(box.x + box.width / 2, midY).matrixTransform(textCtm).matrixTransform(toShape);
      if (fitsBefore.width > 0 && shape.isPointInFill(centre)) {
        outOfShape = points.some((p) => !shape.isPointInFill(p.matrixTransform(toShape)));
      }
    }
    if (outOfSvg || outOfShape) {
      out.push({
        check: 'clipped',
        selector: describe(text),
        detail: `SVG text "${short(text.textContent ?? '')}" (${Math.round(box.width)}×${Math.round(box.height)} units) runs out of its ${outOfSvg ? 'svg' : 'shape'}`,
      });
    }
  }

  // --- bad text -----------------------------------------------------------------------------------
  const visibleText = [
    document.body.innerText,
    ...[...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')]
      .filter(isVisible)
      .map((i) => i.placeholder),
  ].join('\n');
  const BAD = [
    /(?<![\p{L}\p{N}_])(NaN|undefined|null)(?![\p{L}\p{N}_])/gu,
    /\[object [A-Za-z]+\]/g,
    /\{[A-Za-z_][\w.]*(?:, *(?:plural|select|number|date)[^}]*)?\}/g,
  ];
  for (const pattern of BAD) {
    for (const match of visibleText.matchAll(pattern)) {
      const at = match.index ?? 0;
      const around = visibleText.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ');
      // The element that shows it (the deepest one whose text holds the whole token).
      let where = 'body';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if ((n.textContent ?? '').includes(match[0]) && n.parentElement && isVisible(n.parentElement)) {
          where = describe(n.parentElement);
          break;
        }
      }
      out.push({ check: 'text', selector: where, detail: `"${match[0]}" in "…${around}…"` });
    }
  }

  // --- target size --------------------------------------------------------------------------------
  if (!withTargets) return out;
  const TARGET =
    'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
  const targets = [...document.querySelectorAll<HTMLElement>(TARGET)].filter((el) => {
    if (!isVisible(el) || el.closest('[aria-hidden="true"]')) return false;
    if ((el as HTMLButtonElement).disabled) return true;
    return true;
  });
  // A target inside another target is the same target (e.g. a label's input, a link's button).
  const outer = targets.filter((el) => !targets.some((o) => o !== el && o.contains(el)));
  const isInline = (el: HTMLElement): boolean => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    if (!block) return false;
    // Inside a sentence: the surrounding block has other words than the link's own.
    const rest = textOf(block).replace(textOf(el), '').trim();
    return rest.length > 0;
  };
  const rects = outer.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const R = 12;
  for (const { el, r } of rects) {
    if (r.width >= 24 - 0.01 && r.height >= 24 - 0.01) continue;
    if (isInline(el)) continue;
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    let conflict: { el: HTMLElement; gap: number } | null = null;
    for (const other of rects) {
      if (other.el === el) continue;
      const small = other.r.width < 24 - 0.01 || other.r.height < 24 - 0.01;
      let gap: number;
      if (small && !isInline(other.el)) {
        const ox = other.r.left + other.r.width / 2;
        const oy = other.r.top + other.r.height / 2;
        gap = Math.hypot(cx - ox, cy - oy) - 2 * R;
      } else {
        const dx = Math.max(other.r.left - cx, 0, cx - other.r.right);
        const dy = Math.max(other.r.top - cy, 0, cy - other.r.bottom);
        gap = Math.hypot(dx, dy) - R;
      }
      if (gap < 0 && (!conflict || gap < conflict.gap)) conflict = { el: other.el, gap };
    }
    if (conflict) {
      out.push({
        check: 'target',
        selector: describe(el),
        detail: `${Math.round(r.width)}×${Math.round(r.height)} px "${short(textOf(el) || el.getAttribute('aria-label') || '')}", its 24 px circle overlaps ${describe(conflict.el)} by ${Math.round(-conflict.gap)} px`,
      });
    }
  }
  return out;
}

/** The axe rules the guards apply: WCAG 2.x A and AA and axe's best practices, contrast included. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; any: { message: string }[]; all: { message: string }[]; none: { message: string }[] }[];
}

/**
 * Makes axe available in every page of the context. axe runs in the page itself, violations only:
 * @axe-core/playwright's builder re-sends axe's source and opens a blank page to finish each run, which
 * cost more than the rest of a route's load and checks together.
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** Every violation of the in-page checks and axe on the page as it is now. */
export async function checkPage(page: Page): Promise<PageViolation[]> {
  const found = await page.evaluate(inPageChecks, true);
  const violations = await page.evaluate(async (tags) => {
    const run = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await run.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, AXE_TAGS);
  return [...found, ...axeFindings(violations)];
}

/** axe's serious and critical violations, one per element, as the guards report them. */
export function axeFindings(violations: readonly AxeViolation[]): PageViolation[] {
  const found: PageViolation[] = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const node of v.nodes) {
      const summary = (node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message ?? v.help).replace(
        /\s+/g,
        ' ',
      );
      found.push({
        check: 'axe',
        selector: node.target.map(String).join(' '),
        detail: `${v.id} (${v.impact}): ${summary}`,
      });
    }
  }
  return found;
}

/** Only the page-width check (cheap): for moments such as mid-spin. */
export async function checkOverflow(page: Page): Promise<PageViolation[]> {
  return page.evaluate(() => {
    const w = document.documentElement.scrollWidth;
    return w > window.innerWidth
      ? [
          {
            check: 'overflow' as const,
            selector: 'html',
            detail: `page ${w}px wide in a ${window.innerWidth}px viewport`,
          },
        ]
      : [];
  });
}

/** A plain-text table of violations, for a failure message. */
export function violationTable(violations: readonly GuardViolation[]): string {
  const head = ['route', 'lang', 'host', 'when', 'check', 'selector', 'detail'] as const;
  const rows = violations.map((v) => head.map((k) => v[k].replace(/\|/g, '\\|')));
  const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length))));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
