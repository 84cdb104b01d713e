import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, { maxPresses = 60, backwards = false } = {}) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(
    `${target} was not reached with ${maxPresses} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  );
}

/** Presses `key` `times` times, checking after each press that the focus is still inside `container`. */
export async function expectFocusStaysIn(page: Page, container: Locator, key: string, times: number) {
  for (let press = 1; press <= times; press += 1) {
    await page.keyboard.press(key);
    const inside = await container.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `after ${press} × ${key} the focus left ${container}`).toBe(true);
  }
}

/** What draws a focus indicator on the element: its outline and its box shadow, as computed. */
export async function focusIndicator(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      boxShadow: style.boxShadow,
    };
  });
}

/** Takes focus off whatever has it, so the next Tab starts from the top of the page. */
export async function blurAll(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
