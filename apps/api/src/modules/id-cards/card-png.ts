import { join } from 'node:path';
import { createCanvas, GlobalFonts, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { apiRoot } from '../../paths';
import { CARD_HEIGHT, CARD_WIDTH, drawCard, type CardBrand, type CardPainter, type Ink } from './card-layout';
import type { CardText } from './card-text';

/**
 * The card as a PNG of 1012 x 638 px, for a phone's wallet or photos, drawn with @napi-rs/canvas
 * (Skia; already in the tree as pdfjs-dist's renderer, now a dependency of the API). The font is
 * Liberation Sans, shipped in apps/api/assets/fonts (SIL OFL): metric-compatible with the PDF's
 * Helvetica, so both files lay out alike, and a server without system fonts still draws text.
 */
const FAMILY = 'Liberation Sans';
let fontsReady = false;
function registerFonts() {
  if (fontsReady) return;
  for (const file of ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'])
    GlobalFonts.registerFromPath(join(apiRoot, 'assets/fonts', file), FAMILY);
  fontsReady = true;
}

const font = (ink: Ink) => `${ink.bold ? 'bold ' : ''}${ink.size}px "${FAMILY}"`;

/** `logo`: the brand's logo, decoded before drawing (an image is drawn only once it has loaded). */
function canvasPainter(g: SKRSContext2D, logo: Image | undefined): CardPainter {
  g.textBaseline = 'top';
  return {
    rect(x, y, w, h, color) {
      g.fillStyle = color;
      g.fillRect(x, y, w, h);
    },
    text(s, x, y, ink) {
      g.font = font(ink);
      g.fillStyle = ink.color;
      g.fillText(s, x, y);
    },
    measure(s, ink) {
      g.font = font(ink);
      return g.measureText(s).width;
    },
    image(_png, x, y, w, h) {
      const img = logo;
      if (!img?.width || !img.height) return;
      const scale = Math.min(w / img.width, h / img.height);
      g.drawImage(img, x, y + (h - img.height * scale) / 2, img.width * scale, img.height * scale);
    },
  };
}

export async function cardPng(text: CardText, brand: CardBrand): Promise<Buffer> {
  registerFonts();
  const logo = brand.logoPng ? await loadImage(brand.logoPng).catch(() => undefined) : undefined;
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  drawCard(canvasPainter(canvas.getContext('2d'), logo), text, brand);
  return canvas.encode('png');
}
