import type { CardText } from './card-text';

/** A phone wallet's card: the credit-card ratio (ISO/IEC 7810 ID-1) at 300 dpi, in pixels. */
export const CARD_WIDTH = 1012;
export const CARD_HEIGHT = 638;

export type Ink = { size: number; bold?: boolean; color: string };

/** What the layout asks of a drawing surface (card-png.ts: a canvas; card-pdf.ts: a PDF page). */
export interface CardPainter {
  rect(x: number, y: number, w: number, h: number, color: string): void;
  /** Text whose top-left corner is (x, y), on one line. */
  text(s: string, x: number, y: number, ink: Ink): void;
  measure(s: string, ink: Ink): number;
  /** A PNG fitted into the box, its aspect kept, centred vertically, from the left. */
  image(png: Buffer, x: number, y: number, w: number, h: number): void;
}

export type CardBrand = { name: string; primary: string; accent: string; logoPng?: Buffer };

const LABEL = '#4b5563';
const VALUE = '#111827';

/** The text at its size, or smaller down to `min` until it fits `width`; then cut with an ellipsis. */
function fitted(p: CardPainter, s: string, width: number, ink: Ink, min = 18): [string, Ink] {
  let size = ink.size;
  while (size > min && p.measure(s, { ...ink, size }) > width) size -= 2;
  const fit = { ...ink, size };
  let out = s;
  while (out.length > 1 && p.measure(out, fit) > width) out = `${out.slice(0, -2).trimEnd()}…`;
  return [out, fit];
}

function write(p: CardPainter, s: string, x: number, y: number, width: number, ink: Ink) {
  const [text, fit] = fitted(p, s, width, ink);
  p.text(text, x, y, fit);
}

function field(p: CardPainter, label: string, value: string, x: number, y: number, width: number, size = 34) {
  write(p, label, x, y, width, { size: 22, color: LABEL });
  write(p, value, x, y + 28, width, { size, bold: true, color: VALUE });
}

/**
 * One card, front only: the tenant's band (logo or name, the card's title), the member and their
 * ids, the plan and its carrier, the coverage start, the dependents covered, and the carrier's
 * member-services phone at the foot, where a provider's office looks for it.
 */
export function drawCard(p: CardPainter, text: CardText, brand: CardBrand): void {
  p.rect(0, 0, CARD_WIDTH, CARD_HEIGHT, '#ffffff');
  // The logo on white, as the store's header shows it (a logo is drawn for a light background).
  if (brand.logoPng) p.image(brand.logoPng, 32, 18, 420, 88);
  else write(p, brand.name, 36, 40, 440, { size: 40, bold: true, color: brand.primary });
  const right = (s: string, y: number, ink: Ink) => {
    const [fit, size] = fitted(p, s, 480, ink);
    p.text(fit, CARD_WIDTH - 36 - p.measure(fit, size), y, size);
  };
  right(text.title, 26, { size: 34, bold: true, color: brand.primary });
  right(text.brandName, 76, { size: 22, color: LABEL });
  p.rect(0, 124, CARD_WIDTH, 12, brand.primary);
  p.rect(0, 136, CARD_WIDTH, 6, brand.accent);

  const left = 40;
  const col = 640;
  field(p, text.labels.member, text.member, left, 176, 560, 40);
  field(p, text.labels.memberId, text.memberId, left, 270, 250);
  field(p, text.labels.groupNumber, text.groupNumber, left + 290, 270, 270);
  field(p, text.labels.plan, text.plan, left, 360, 560, 32);
  write(p, text.carrier, left, 430, 560, { size: 24, color: VALUE });

  field(p, text.labels.coverageStart, text.coverageStart, col, 176, 340, 30);
  write(p, text.labels.dependents, col, 270, 340, { size: 22, color: LABEL });
  const shown = text.dependents.length > 5 ? [...text.dependents.slice(0, 4), '…'] : text.dependents;
  shown.forEach((d, i) => write(p, d, col, 300 + i * 34, 340, { size: 26, bold: true, color: VALUE }));

  p.rect(0, 520, CARD_WIDTH, 118, '#f3f4f6');
  p.rect(0, 520, CARD_WIDTH, 4, brand.primary);
  write(p, text.labels.memberServices, left, 546, 500, { size: 22, color: LABEL });
  write(p, text.phone, left, 576, 560, { size: 36, bold: true, color: VALUE });
}
