import type { Locator } from '@playwright/test';

/** What a pill's look is made of: a link and a button with the same classes should agree on each. */
const LOOK = [
  'textDecorationLine',
  'color',
  'backgroundColor',
  'borderTopColor',
  'borderTopWidth',
  'borderTopLeftRadius',
  'fontWeight',
  'fontSize',
  'minHeight',
  'paddingLeft',
] as const;

/**
 * How a pill-shaped link (`.tk-button`) looks different from a button with the same classes, states
 * and text placed beside it: one line per property that differs, none when they look the same.
 */
export function pillLinkDifferences(link: Locator): Promise<string[]> {
  return link.evaluate((a, look) => {
    const button = document.createElement('button');
    button.type = 'button';
    // The same classes and states (aria-current...), not what only a link has.
    for (const { name, value } of Array.from(a.attributes))
      if (!['href', 'target', 'download', 'id'].includes(name)) button.setAttribute(name, value);
    button.textContent = a.textContent;
    a.after(button);
    const asLink = getComputedStyle(a);
    const asButton = getComputedStyle(button);
    const differences = look
      .filter((p) => asLink[p] !== asButton[p])
      .map((p) => `${p}: link ${asLink[p]}, button ${asButton[p]}`);
    button.remove();
    return differences;
  }, LOOK);
}
