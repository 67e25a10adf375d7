import { expect, test } from '@playwright/test';
import { checkA11y } from '../support/axe';
import { inEveryLanguage, settled, visit } from '../support/a11y-tour';
import { startQuote } from '../support/shopping';

// WCAG 2.1 A/AA (axe, serious and critical) on the priced listing, the compare tray and the
// compare screen with its chart (issue 19), at desktop and phone width.
inEveryLanguage((lang) => {
  test('listing with prices and sort, the compare tray, the compare screen', async ({ page }) => {
    await startQuote(page);
    await visit(page, '/plans?sort=price-asc', lang);
    await expect(page.getByText(lang === 'es' ? /desde \$/ : /from \$/).first()).toBeVisible();
    await checkA11y(page, 'listing with prices, sorted by price');

    const boxes = page
      .getByRole('main')
      .getByRole('checkbox', { name: lang === 'es' ? /^Comparar / : /^Compare / });
    for (const i of [0, 1, 2, 3]) await boxes.nth(i).check();
    await boxes.nth(4).click();
    await expect(boxes.nth(4)).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'compare tray full, a fifth plan refused');

    await visit(page, '/compare?plans=1001,1014,1002,1012', lang);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('canvas[role="img"]')).toBeVisible();
    await settled(page);
    await checkA11y(page, 'compare screen with its chart and tray');

    await visit(page, '/compare?plans=1001', lang);
    await checkA11y(page, 'compare screen with too few plans');
  });
});
