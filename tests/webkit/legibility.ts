/**
 * Form controls a person can read in WebKit: every select, input and textarea of the page shows its
 * text (the chosen option, the typed value, the placeholder) in a colour that stands out from the
 * background the control is really drawn with. WebKit paints a control with its native look unless
 * `appearance: none`, and that native box ignores the page's background: a light select with the
 * page's near-white text showed nothing on an iPhone. So the background is read from the rendered
 * control (its part of a screenshot: WebKitGTK's element screenshots come out black under Xvfb), the
 * text colours from the computed style.
 */
import type { Browser } from './browser';
import { crop, decodePng, type Pixels } from './png';

/** WCAG 1.4.3's minimum for body text; the placeholder is held to it too (it is the field's only hint). */
export const MIN_CONTRAST = 4.5;
/** A pixel of the text's glyphs reaches this against the background: the text is drawn at all. */
const MIN_INK = 3;

const CONTROLS =
  "main select, main textarea, main input:not([type='file']):not([type='hidden']):not([type='checkbox']):not([type='radio'])";
/** Each control is numbered, so a re-render of the form does not mix them up. */
const INDEX = 'data-legibility-index';
const nth = (index: number) => `[${INDEX}="${index}"]`;
/** Numbers the page's controls in document order; returns how many there are. */
const NUMBER = `var all = document.querySelectorAll(${JSON.stringify(CONTROLS)}); for (var i = 0; i < all.length; i++) all[i].setAttribute('${INDEX}', String(i)); return all.length;`;

/**
 * Numbers the controls once the form holds still: a server-rendered form is taken over, a signed-in one drawn again for
 * its account.
 */
async function numberControls(browser: Browser): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const count = await browser.execute<number, []>(NUMBER);
    await browser.pause(300);
    const kept = await browser.execute<boolean, [string, number]>(
      `return document.querySelectorAll('[${INDEX}]').length === arguments[1] && document.querySelectorAll(arguments[0]).length === arguments[1];`,
      CONTROLS,
      count,
    );
    if (kept && count > 0) return count;
  }
  throw new Error('the form never held still (or has no control)');
}

/** The control numbered `index`, numbering them again if the form was drawn anew meanwhile. */
const FIND = `var el = document.querySelector('[${INDEX}="' + arguments[0] + '"]'); if (!el) { (function () { ${NUMBER} })(); el = document.querySelector('[${INDEX}="' + arguments[0] + '"]'); }`;

type Rgb = readonly [number, number, number];

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function parseColour(css: string): Rgb {
  const parts = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(css);
  if (!parts) throw new Error(`unreadable colour ${css}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

interface ControlState {
  name: string;
  /** What the control shows: the chosen option's label, the value, else the placeholder. */
  shows: string;
  showsPlaceholder: boolean;
  colour: string;
  /** Where the control is in the viewport, in CSS px, and the viewport's device pixel ratio. */
  rect: { left: number; top: number; width: number; height: number };
  ratio: number;
  /** The content box inside the border and padding, relative to the control. */
  content: { left: number; top: number; right: number; bottom: number };
}

/** Scrolls the control into the middle of the screen and reads what it shows and how. */
const readState = (browser: Browser, index: number): Promise<ControlState> =>
  browser.execute(
    `${FIND}
     el.scrollIntoView({ block: 'center' });
     var s = getComputedStyle(el), r = el.getBoundingClientRect(), px = function (v) { return parseFloat(v) || 0; };
     var label = document.querySelector('label[for="' + el.id + '"]');
     var value = el.tagName === 'SELECT' ? (el.selectedOptions[0] ? el.selectedOptions[0].text : '') : el.value;
     return {
       name: el.tagName.toLowerCase() + ' "' + ((label && label.textContent) || el.getAttribute('aria-label') || el.name || '').trim() + '"',
       shows: value || el.placeholder || '',
       showsPlaceholder: !value && !!el.placeholder,
       colour: s.color,
       rect: { left: r.left, top: r.top, width: r.width, height: r.height },
       ratio: window.devicePixelRatio || 1,
       content: {
         left: px(s.borderLeftWidth) + px(s.paddingLeft), top: px(s.borderTopWidth) + px(s.paddingTop),
         right: r.width - px(s.borderRightWidth) - px(s.paddingRight), bottom: r.height - px(s.borderBottomWidth) - px(s.paddingBottom)
       }
     };`,
    index,
  );

/** The colour most of the control's pixels have: its background as drawn. */
function dominantColour(pixels: Pixels): Rgb {
  const counts = new Map<string, number>();
  for (let y = 0; y < pixels.height; y += 1)
    for (let x = 0; x < pixels.width; x += 1) {
      const key = pixels.at(x, y).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return (top?.[0] ?? '0,0,0').split(',').map(Number) as unknown as Rgb;
}

/** The strongest contrast a pixel of the content box has against the background: the text's ink. */
function ink(pixels: Pixels, state: ControlState, background: Rgb): number {
  const scale = pixels.width / state.rect.width;
  let best = 1;
  const [x0, x1] = [Math.ceil(state.content.left * scale), Math.floor(state.content.right * scale)];
  const [y0, y1] = [Math.ceil(state.content.top * scale), Math.floor(state.content.bottom * scale)];
  for (let y = Math.max(0, y0); y < Math.min(pixels.height, y1); y += 1)
    for (let x = Math.max(0, x0); x < Math.min(pixels.width, x1); x += 1)
      best = Math.max(best, contrast(pixels.at(x, y), background));
  return best;
}

/** One control as it is now: a line saying what is wrong, or null when its text is legible. */
async function checkControl(
  browser: Browser,
  index: number,
  when: string,
): Promise<{ problem: string | null; ratio: number }> {
  const state = await readState(browser, index);
  // The scroll and the typed text are painted before the screenshot is taken.
  await browser.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  await browser.pause(50);
  const screen = decodePng(Buffer.from(await browser.takeScreenshot(), 'base64'));
  const { left, top, width, height } = state.rect;
  const pixels = crop(screen, left * state.ratio, top * state.ratio, width * state.ratio, height * state.ratio);
  const background = dominantColour(pixels);
  const drawn = state.shows.trim() === '' ? null : ink(pixels, state, background);
  if (state.showsPlaceholder) {
    // WebKit reports no style for ::placeholder (it answers the field's own colour): the placeholder is read as drawn.
    const ratio = drawn ?? 1;
    const what = `${state.name} ${when}: placeholder "${state.shows}" on ${hex(background)}`;
    return {
      problem:
        ratio < MIN_CONTRAST ? `${what} is drawn at ${ratio.toFixed(2)}:1 at most, under ${MIN_CONTRAST}:1` : null,
      ratio,
    };
  }
  const text = parseColour(state.colour);
  const ratio = contrast(text, background);
  const what = `${state.name} ${when}: text ${hex(text)} on ${hex(background)}`;
  if (ratio < MIN_CONTRAST) return { problem: `${what} is ${ratio.toFixed(2)}:1, under ${MIN_CONTRAST}:1`, ratio };
  if (drawn !== null && drawn < MIN_INK)
    return { problem: `${what}: "${state.shows}" is not drawn (its strongest pixel is ${drawn.toFixed(2)}:1)`, ratio };
  return { problem: null, ratio };
}

/**
 * Text a person would type into each kind of field, lower case and without symbols: WebDriver's typing
 * in a Japanese-locale MiniBrowser loses the shift key ("robin@" arrives as "robin2").
 */
const SAMPLE: Record<string, string> = { tel: '5551234', numeric: '123456', email: 'robin', url: 'talkie' };

/** Chooses the first real option of a select, or types into a field: what a person does before reading it back. */
async function fill(browser: Browser, index: number): Promise<'chose' | 'typed'> {
  // A form drawn anew between numbering and the lookup (a late takeover on a busy machine) is numbered again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fillOnce(browser, index);
    } catch (error) {
      if (attempt === 3 || !/wasn't found|stale element/i.test(String(error))) throw error;
      await browser.pause(300);
    }
  }
}

async function fillOnce(browser: Browser, index: number): Promise<'chose' | 'typed'> {
  await browser.execute(`${FIND} return !!el;`, index);
  const element = browser.$(nth(index));
  if ((await element.getTagName()).toLowerCase() === 'select') {
    await element.selectByIndex(1);
    const chosen = await browser.execute<number, [string]>(
      'return document.querySelector(arguments[0]).selectedIndex;',
      nth(index),
    );
    if (chosen !== 1) throw new Error(`choosing the first option left the select at option ${chosen}`);
    return 'chose';
  }
  const kind = (await element.getAttribute('inputmode')) ?? (await element.getAttribute('type')) ?? 'text';
  await element.setValue(SAMPLE[kind] ?? 'talkie');
  return 'typed';
}

/**
 * Every control of the page, before and after it is filled in: its text against its drawn background
 * reaches MIN_CONTRAST, and its glyphs are on screen. Throws one line per control that fails.
 */
export async function legibleControls(browser: Browser): Promise<string> {
  const count = await numberControls(browser);
  const problems: string[] = [];
  let lowest = Infinity;
  for (let index = 0; index < count; index += 1) {
    const before = await checkControl(browser, index, 'before');
    const done = await fill(browser, index);
    const after = await checkControl(browser, index, `after it was ${done === 'chose' ? 'chosen' : 'typed'}`);
    for (const result of [before, after]) {
      if (result.problem) problems.push(result.problem);
      lowest = Math.min(lowest, result.ratio);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n      '));
  return `${count} controls legible before and after filling them in (lowest ${lowest.toFixed(1)}:1)`;
}
