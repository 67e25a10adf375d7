import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { actAs } from '../support/act-as';
import { signInQuietly } from '../support/sign-in';
import { setLanguageCookie } from '../support/axe';
import { shoot } from './shots';

// Issue 30, ADR 0038: Maria Lopez (5001) signs in by her mailed link and finds her dental ID card
// on her home: the PDF to print and the image for her phone download with her name, and the
// plan's Summary of Benefits and Coverage downloads beside her coverage. English and Spanish, at
// desktop and phone width.

/** The downloaded file's bytes. */
const bytesOf = async (d: Download) => readFile((await d.path())!);

/** The text of every page of a PDF. */
async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** Clicks a download link or button and answers the file it saved. */
async function download(page: Page, control: Locator): Promise<Download> {
  const saved = page.waitForEvent('download');
  await control.click();
  return saved;
}

/** The PNG's width and height (its IHDR chunk). */
const pngSize = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

const TEXTS = {
  en: {
    cards: 'Your ID cards',
    coverage: 'Your coverage',
    pdf: 'Download card (PDF)',
    png: 'Save to phone (image)',
    sbc: 'Summary of Benefits and Coverage (PDF)',
    cardFile: 'id-card-brightsmile-dental-ppo',
    sbcFile: 'summary-of-benefits-and-coverage.pdf',
    group: 'Group number',
    onCard: ['Dental ID card', 'Maria Lopez', '5001', 'January 1, 2026', '1-800-555-0134'],
  },
  es: {
    cards: 'Sus tarjetas de identificación',
    coverage: 'Su cobertura',
    pdf: 'Descargar tarjeta (PDF)',
    png: 'Guardar en el teléfono (imagen)',
    sbc: 'Resumen de beneficios y cobertura (PDF)',
    cardFile: 'tarjeta-de-identificacion-brightsmile-dental-ppo',
    group: 'N.º de grupo',
    sbcFile: 'resumen-de-beneficios-y-cobertura.pdf',
    onCard: [
      'Tarjeta de identificación dental',
      'Maria Lopez',
      'Inicio de la cobertura',
      '1 de enero de 2026',
    ],
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`a member downloads the dental ID card, its image and the SBC from the member home (${lang})`, async ({
    page,
    context,
  }) => {
    const x = TEXTS[lang];
    await setLanguageCookie(context, lang);
    await actAs(page, 'member5001');
    const cards = page.getByRole('region', { name: x.cards });
    await expect(cards.getByRole('heading', { name: 'BrightSmile Dental PPO' })).toBeVisible();
    // The group number the carrier knows Northwind by: the group's code (NWT077), or the policy
    // number of the carrier's trading partner once the carrier-file journeys have set one up.
    const groupNumber = cards.locator('dt', { hasText: x.group }).locator('xpath=following-sibling::dd[1]');
    await expect(groupNumber).toHaveText(/^(NWT077|NW77-DEN)$/);
    const group = (await groupNumber.textContent())!;

    const pdf = await download(page, cards.getByRole('link', { name: x.pdf }));
    expect(pdf.suggestedFilename()).toBe(`${x.cardFile}.pdf`);
    const text = await pdfText(await bytesOf(pdf));
    for (const s of [...x.onCard, group]) expect(text, s).toContain(s);

    const png = await bytesOf(await download(page, cards.getByRole('link', { name: x.png })));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual([1012, 638]);

    const coverage = page.getByRole('region', { name: x.coverage });
    const sbc = await download(page, coverage.getByRole('button', { name: x.sbc }));
    expect(sbc.suggestedFilename()).toBe(x.sbcFile);
    expect((await bytesOf(sbc)).subarray(0, 5).toString()).toBe('%PDF-');
    await shoot(page, `id-cards-${lang}`);

    // On a phone (390 px) both downloads are on screen, full width, and still download the card.
    await page.setViewportSize({ width: 390, height: 844 });
    const phonePdf = cards.getByRole('link', { name: x.pdf });
    await phonePdf.scrollIntoViewIfNeeded();
    const box = (await phonePdf.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThan(250);
    expect((await download(page, cards.getByRole('link', { name: x.png }))).suggestedFilename()).toBe(
      `${x.cardFile}.png`,
    );
  });
}

test("a card's address opens nothing without the member's session", async ({ page }) => {
  const r = await page.request.get('/id-cards/5001/1001.pdf');
  expect(r.status()).toBe(401);
});

test("the platform administrator changes the carrier's phone on the ID cards page; the member's card prints it", async ({
  page,
  browser,
}) => {
  await signInQuietly(page, 'admin');
  await page.goto('/admin/id-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'ID cards' })).toBeVisible();
  const form = page.getByRole('form', { name: "Change a plan's ID card" });
  await form.getByLabel(/^Plan/).selectOption({ label: 'BrightSmile Dental PPO (1001)' });
  await expect(form.getByLabel(/^Members get an ID card/)).toBeChecked();
  const phone = form.getByLabel(/^Carrier's member-services phone/);
  const before = await phone.inputValue();
  // A wrong number is said beside the field; nothing is saved.
  await phone.fill('555-01');
  await form.getByRole('button', { name: 'Save ID card' }).click();
  await expect(phone).toHaveAccessibleDescription(/Please enter a phone number of 10 digits/);
  await phone.fill('(800) 555-0177');
  await form.getByRole('button', { name: 'Save ID card' }).click();
  await expect(form.getByText('BrightSmile Dental PPO now gives its members an ID card.')).toBeVisible();
  await shoot(page, 'id-card-settings');
  try {
    const member = await browser.newPage();
    await actAs(member, 'member5001');
    const cards = member.getByRole('region', { name: 'Your ID cards' });
    await expect(cards.getByRole('link', { name: '(800) 555-0177' })).toBeVisible();
    await member.close();
  } finally {
    // Back as it was: the other journeys read the carrier's usual number on the card.
    await phone.fill(before);
    await form.getByRole('button', { name: 'Save ID card' }).click();
    await expect(form.getByText('BrightSmile Dental PPO now gives its members an ID card.')).toBeVisible();
  }
});
