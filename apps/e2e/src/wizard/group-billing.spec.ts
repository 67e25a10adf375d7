import { expect, test } from '@playwright/test';
import {
  DENTAL,
  expectAccessibleStep,
  expectReceipt,
  personalAndContact,
  reviewAndConfirm,
  shoot,
  signAgreement,
  startStaffWizard,
  submitEnrollment,
} from '../support/wizard';

// Lakeside Manufacturing (4100) is billed by statement, Summit Hospitality Group (4200) by list
// bill (apps/api/README.md, demo payment methods); both are Dana Whitfield's groups.
const CASES = [
  {
    group_id: 4100,
    type: 'STMT',
    billedTo: 'Billed to Lakeside Manufacturing',
    note: /billed by statement/,
    person: 'Alan',
  },
  {
    group_id: 4200,
    type: 'LIST',
    billedTo: 'Billed to Summit Hospitality Group',
    note: /list billed/,
    person: 'Ada',
  },
] as const;

for (const c of CASES)
  test(`a group administrator enrolls an employee of a ${c.type}-billed group`, async ({ page }) => {
    test.setTimeout(150_000);
    await startStaffWizard(page, { eprocess: 'group', agent_id: 20417, group_id: c.group_id }, [DENTAL]);
    await personalAndContact(page, {
      first: c.person,
      last: 'Turing',
      email: `${c.person.toLowerCase()}.turing@example.com`,
      city: 'Atlanta',
    });
    await reviewAndConfirm(page, ['Personal Info', 'Contact Info', 'Billing Info', 'Agreement & Signature']);
    // The group pays the bill: nothing to authorize about a bank account (issue 32).
    await expect(page.getByRole('heading', { name: 'Group Verification' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /I have read and agree to/ })).toHaveCount(2);
    await expect(page.getByText('Authorization for Electronic Funds Transfer (EFT)')).toHaveCount(0);
    await expect(page.getByText(/\$30 insufficient funds fee/)).toHaveCount(0);
    await signAgreement(page, { title: 'Group Verification', answer: '04/18/1988' });
    // No lone "STMT" radio: the step says who is billed.
    await expect(page.getByRole('group', { name: 'Payment Type' })).toHaveCount(0);
    await expect(page.getByText(c.billedTo, { exact: true })).toBeVisible();
    await expect(page.getByText(c.note)).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
    await shoot(page, `billing-${c.type.toLowerCase()}`);
    await expectAccessibleStep(page);
    // The group is billed: the button submits and charges nothing here.
    await submitEnrollment(page, false).click();
    await expectReceipt(page, `${c.person} Turing`);
    await page.getByRole('link', { name: 'Return to homepage' }).click();
    await expect(page).toHaveURL(/\/group-home$/);
  });
