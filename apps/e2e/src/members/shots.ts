import type { Page } from '@playwright/test';

/** Full-page pictures at desktop and phone width, for a person to look at (/tmp/shots-members). */
export async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `/tmp/shots-members/${name}-${w}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
