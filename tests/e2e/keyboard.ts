import type { Locator, Page } from 'playwright-core';

/** How far Tab may go looking for a control before it counts as unreachable (a long dashboard page has ~100 stops). */
const MAX_TAB_STOPS = 160;

/** Whether `target` (or something inside it) holds the focus. */
function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails
 * when it never does; then checks the focus is visible there.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await target.waitFor();
  for (let stop = 0; ; stop++) {
    if (await holdsFocus(target)) {
      const ring = await focusRing(page);
      if (ring !== true) throw new Error(`No visible focus on ${ring}`);
      return;
    }
    if (stop === MAX_TAB_STOPS) throw new Error(`${target} is not reached with ${backwards ? 'Shift+Tab' : 'Tab'}; the focus is on ${await describeFocus(page)}`);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
}

/** The focused element, described for a failure message. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page (nothing focused)';
    return `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
  });
}

/**
 * True when the focused element looks different for having the focus (its own or its field's outline,
 * ring, border or background, transitions finished): a keyboard user sees where they are. Otherwise
 * the element's description.
 */
export function focusRing(page: Page): Promise<true | string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'the page (nothing focused)';
    const chain = [element, element.parentElement, element.parentElement?.parentElement].filter((node): node is HTMLElement => !!node);
    const look = () => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An endless animation (a spinner) cannot finish; it is no focus indicator either.
        }
      }
      return chain.map((node) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join('|');
      }).join('#');
    };
    const focused = look();
    element.blur();
    const unfocused = look();
    element.focus({ preventScroll: true });
    if (focused !== unfocused) return true;
    return `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
  });
}

/**
 * Tabs forwards and backwards through `dialog` more times than it has controls and fails if the
 * focus ever leaves it: a modal dialog keeps the keyboard inside until it is answered.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const stops = await dialog.evaluate((element) => element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])').length);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press++) {
      await page.keyboard.press(key);
      if (!(await holdsFocus(dialog))) throw new Error(`${key} left the dialog for ${await describeFocus(page)}`);
    }
  }
}

/** True when `target` has the focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return holdsFocus(target);
}
