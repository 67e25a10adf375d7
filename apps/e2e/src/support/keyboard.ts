import { expect, type Locator, type Page } from '@playwright/test';

/** What has keyboard focus now, and whether a person can see it. */
export interface FocusStop {
  /** `tag#id.name` plus its label, for messages. */
  what: string;
  isBody: boolean;
  /** A computed outline (style, width, visible colour) or box-shadow marks it. */
  indicated: boolean;
  /** It has a size and is inside the viewport (a skip link that stays off-screen is no help). */
  onScreen: boolean;
}

export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', isBody: true, indicated: false, onScreen: false };
    const cs = getComputedStyle(el);
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    const outline =
      cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 && !transparent(cs.outlineColor);
    const shadow = cs.boxShadow !== 'none' && cs.boxShadow !== '';
    const r = el.getBoundingClientRect();
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
    const label = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    return {
      what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"`,
      isBody: false,
      indicated: outline || shadow,
      onScreen:
        r.width > 0 &&
        r.height > 0 &&
        r.bottom > 0 &&
        r.right > 0 &&
        r.top < innerHeight &&
        r.left < innerWidth,
    };
  });
}

/** The stop is a real element with a visible focus indicator, on screen. */
export function expectVisibleFocus(stop: FocusStop) {
  expect(stop.isBody, 'focus is on an element').toBe(false);
  expect(stop.indicated, `${stop.what} shows a focus outline or shadow`).toBe(true);
  expect(stop.onScreen, `${stop.what} is on screen when focused`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, checking at every stop that focus
 * is visible. Fails after `max` presses, naming the stops, so a missing or trapped stop shows.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    stops.push(stop.what);
    if (!stop.isBody) expectVisibleFocus(stop);
    if (await isFocused(target)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} Tab presses; stops: ${stops.join(' → ')}`);
}

/**
 * Tabs through the whole page from where focus is, until it wraps to the first stop again: every
 * stop is visibly focused, none is visited twice before the wrap (no keyboard trap), and the wrap
 * comes. Returns the stops in order.
 */
export async function tabThroughPage(page: Page, { max = 150 } = {}): Promise<string[]> {
  await page.evaluate(() => ((window as unknown as { __kbSeen: WeakSet<Element> }).__kbSeen = new WeakSet()));
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.isBody) continue; // Past the last element the browser itself has focus for a moment.
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __kbSeen: WeakSet<Element> };
      const el = document.activeElement!;
      const again = w.__kbSeen.has(el);
      w.__kbSeen.add(el);
      return again;
    });
    if (seen) {
      expect(stops.length, 'the page has Tab stops').toBeGreaterThan(1);
      // Back at the start: the skip link is where a full round begins.
      expect(stop.what, `after ${stops.join(' → ')} focus wrapped to the first stop`).toBe(stops[0]);
      return stops;
    }
    expectVisibleFocus(stop);
    stops.push(stop.what);
  }
  throw new Error(`focus did not come back round in ${max} Tab presses: ${stops.join(' → ')}`);
}

/**
 * A modal traps focus: focus is inside on opening, Tab from the last stop goes to the first and
 * Shift+Tab from the first to the last, and no Tab leaves the dialog.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  expect(await inside(), 'focus moved into the dialog').toBe(true);
  const count = await dialog.evaluate(
    (d) =>
      Array.from(
        d.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((el) => el.getClientRects().length > 0).length,
  );
  expect(count).toBeGreaterThan(0);
  const first = await focusStop(page);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `Tab ${i + 1} of ${count} stays in the dialog`).toBe(true);
    expectVisibleFocus(await focusStop(page));
  }
  // A full round of Tabs is back where it started.
  expect((await focusStop(page)).what).toBe(first.what);
  await page.keyboard.press('Shift+Tab');
  expect(await inside(), 'Shift+Tab from the first stop stays in the dialog').toBe(true);
  await page.keyboard.press('Tab');
  expect((await focusStop(page)).what).toBe(first.what);
}
