import { createCanvas, Image } from '@napi-rs/canvas';

/** The largest logo box on the card (card-layout.ts), doubled for a crisp PDF. */
const MAX_W = 760;
const MAX_H = 192;

/**
 * A tenant's logo (SVG, PNG, JPEG or WebP, as uploaded and already sanitised, ADR 0025) drawn
 * into a PNG no larger than the card's logo box. It runs in the upload worker (task `cardLogo`):
 * decoding an uploaded image is reading a user's file, kept off the event loop. Null when the
 * image cannot be decoded; the card then prints the tenant's name instead.
 */
export async function rasterLogo(bytes: Uint8Array): Promise<Uint8Array | null> {
  const img = new Image();
  const loaded = new Promise<boolean>((resolve) => {
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
  });
  img.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!(await loaded) || !img.width || !img.height) return null;
  const scale = Math.min(MAX_W / img.width, MAX_H / img.height);
  const w = Math.max(1, Math.round(img.width * scale));
  const h = Math.max(1, Math.round(img.height * scale));
  const canvas = createCanvas(w, h);
  canvas.getContext('2d').drawImage(img, 0, 0, w, h);
  return new Uint8Array(await canvas.encode('png'));
}
