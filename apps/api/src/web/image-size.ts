import { readFileSync, statSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

const positive = (w: number, h: number): ImageSize | null =>
  Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : null;

/** An SVG's size: its width/height attributes in px (or unitless), else its viewBox. */
function svgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? parseFloat(v) : NaN);
  const sized = positive(px(attr('width')), px(attr('height')));
  if (sized) return sized;
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box?.length === 4 ? positive(box[2]!, box[3]!) : null;
}

/** PNG: the IHDR chunk right after the signature. */
function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('ascii', 12, 16) !== 'IHDR')
    return null;
  return positive(b.readUInt32BE(16), b.readUInt32BE(20));
}

/** JPEG: the first start-of-frame marker (SOF0..SOF15 except DHT, JPG, DAC). */
function jpegSize(b: Buffer): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return positive(b.readUInt16BE(i + 7), b.readUInt16BE(i + 5));
    i += 2 + length;
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) header. */
function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 30 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP')
    return null;
  const kind = b.toString('ascii', 12, 16);
  if (kind === 'VP8 ') return positive(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  if (kind === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return positive((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (kind === 'VP8X') return positive(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return null;
}

/** Intrinsic size of an SVG, PNG, JPEG or WebP image; null when it cannot be told. */
export function imageSize(data: Buffer): ImageSize | null {
  return (
    pngSize(data) ??
    jpegSize(data) ??
    webpSize(data) ??
    (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(data.toString('utf8', 0, 4096))
      ? svgSize(data.toString('utf8'))
      : null)
  );
}

/** imageSize of a file, re-read only when it changed; null when missing or unreadable. */
export function imageSizeReader() {
  const cache = new Map<string, { mtime: number; size: ImageSize | null }>();
  return (file: string): ImageSize | null => {
    try {
      const mtime = statSync(file).mtimeMs;
      const hit = cache.get(file);
      if (hit && hit.mtime === mtime) return hit.size;
      const size = imageSize(readFileSync(file));
      cache.set(file, { mtime, size });
      return size;
    } catch {
      return null;
    }
  };
}
