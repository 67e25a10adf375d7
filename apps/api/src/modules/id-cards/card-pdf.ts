import type { Language } from '@bs/domain';
import PDFDocument from 'pdfkit';
import { t } from '../../i18n/messages';
import { CARD_HEIGHT, CARD_WIDTH, drawCard, type CardBrand, type CardPainter, type Ink } from './card-layout';
import type { CardText } from './card-text';

/** The card's real size: 3.375 x 2.125 inches (ISO/IEC 7810 ID-1), in PDF points. */
const CARD_PT_WIDTH = 243;
const MARGIN = 54;
/** The page's width between its margins, for the copy to read on a screen. */
const LARGE_PT_WIDTH = 612 - 2 * MARGIN;

function pdfPainter(doc: PDFKit.PDFDocument, originX: number, originY: number, scale: number): CardPainter {
  const X = (x: number) => originX + x * scale;
  const Y = (y: number) => originY + y * scale;
  const withFont = (ink: Ink) =>
    doc.font(ink.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(ink.size * scale);
  return {
    rect(x, y, w, h, color) {
      doc.rect(X(x), Y(y), w * scale, h * scale).fill(color);
    },
    text(s, x, y, ink) {
      withFont(ink).fillColor(ink.color).text(s, X(x), Y(y), { lineBreak: false });
    },
    measure(s, ink) {
      return withFont(ink).widthOfString(s) / scale;
    },
    image(png, x, y, w, h) {
      doc.image(png, X(x), Y(y), { fit: [w * scale, h * scale], valign: 'center' });
    },
  };
}

/** One card `width` points wide at (x, y), clipped to its edge and outlined. */
function placeCard(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  text: CardText,
  brand: CardBrand,
) {
  const scale = width / CARD_WIDTH;
  const h = CARD_HEIGHT * scale;
  doc.save();
  doc.rect(x, y, width, h).clip();
  drawCard(pdfPainter(doc, x, y, scale), text, brand);
  doc.restore();
  doc.rect(x, y, width, h).lineWidth(0.5).stroke('#d1d5db');
  return h;
}

/**
 * The card as a PDF with pdfkit (the receipt's PDF writer): a letter page with the card at its
 * real size inside a cut line, to print and keep in a wallet, and the same card across the page
 * below it, to read on a screen. Real text, so a screen reader and a search find it.
 */
export function cardPdf(text: CardText, brand: CardBrand, lang: Language): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${text.title}: ${text.plan}`, Author: brand.name, Subject: text.member },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#111827').text(text.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor('#374151');
  doc.text(t(lang, 'Cut along the line and keep the card in your wallet.'));
  const top = MARGIN + 48;
  const small = (CARD_HEIGHT * CARD_PT_WIDTH) / CARD_WIDTH;
  doc.save();
  doc
    .rect(MARGIN - 6, top - 6, CARD_PT_WIDTH + 12, small + 12)
    .dash(3, { space: 3 })
    .stroke('#9ca3af');
  doc.restore();
  placeCard(doc, MARGIN, top, CARD_PT_WIDTH, text, brand);
  placeCard(doc, MARGIN, top + small + 36, LARGE_PT_WIDTH, text, brand);
  doc.end();
  return done;
}
