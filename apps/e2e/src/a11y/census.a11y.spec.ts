import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { actAs } from '../support/act-as';
import { checkA11y } from '../support/axe';
import { inEveryLanguage, submitButton, visit } from '../support/a11y-tour';
import { shoot } from '../members/shots';

// WCAG 2.1 A/AA (axe) on the census screen (issue 20): the upload form (a rep's, with the group
// chooser, and its error), and a preview with errors; in both languages at desktop and phone width.
inEveryLanguage((lang) => {
  test('census: upload form, refused file, preview with errors', async ({ page }) => {
    test.setTimeout(90_000);
    await actAs(page, 'rep10109');
    await visit(page, '/census', lang);
    await expect(page.locator('select')).toBeVisible();
    await checkA11y(page, 'census: rep upload form');
    await shoot(page, `census-rep-form-${lang}`);

    await actAs(page, 'group77');
    await visit(page, '/census', lang);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'x.csv', mimeType: 'text/csv', buffer: randomBytes(1024) });
    await submitButton(page.getByRole('main')).click();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page, 'census: refused file');

    const tag = `a11y${randomBytes(3).toString('hex')}`;
    const rows = Array.from(
      { length: 30 },
      (_, i) =>
        `${tag}-${i},Ana,Lee,${i % 2 ? '13/45/1980' : '01/02/1980'},F,${tag}.${i}@example.com,,10001,,,,`,
    );
    await file.setInputFiles({
      name: 'census.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Employee ID,First Name,Last Name,Date of Birth,Gender,E-mail,Phone,Zip Code,Hire Date,Employment Status,Preferred Language,Tier',
          ...rows,
        ].join('\n'),
      ),
    });
    await submitButton(page.getByRole('main')).click();
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page, 'census: preview with errors');
    await shoot(page, `census-preview-${lang}`);
  });
});
