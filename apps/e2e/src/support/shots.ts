import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Pictures for a person to look at are taken only when asked for (`E2E_SHOTS=1`): nothing asserts
 * on them, and each call's two full-page pictures and three re-layouts cost seconds per journey on
 * a 2-core machine.
 */
export const SHOTS_WANTED = process.env.E2E_SHOTS === '1';

/** Full-page pictures at the brief's desktop and phone widths; `path(width)` names each file. */
export async function shootBothWidths(page: Page, path: (width: number) => string): Promise<void> {
  if (!SHOTS_WANTED) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    mkdirSync(dirname(path(width)), { recursive: true });
    await page.screenshot({ path: path(width), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
