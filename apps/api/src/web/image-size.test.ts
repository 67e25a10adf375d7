import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSize, imageSizeReader } from './image-size';

// Encoded by Chromium's canvas (PNG, JPEG, extended WebP), 37 x 21 pixels.
const fixture = (ext: string) => readFileSync(join(import.meta.dirname, 'fixtures', `sample-37x21.${ext}`));

/** A WebP file of one chunk: RIFF header, the chunk's fourcc, its size and payload. */
function webp(kind: string, payload: number[]): Buffer {
  const data = Buffer.from([...Buffer.from(kind, 'ascii'), 0, 0, 0, 0, ...payload, ...Array(16).fill(0)]);
  return Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'ascii'), data]);
}

describe('imageSize', () => {
  it.each(['png', 'jpg', 'webp'])('reads a %s header', (ext) =>
    expect(imageSize(fixture(ext))).toEqual({ width: 37, height: 21 }),
  );

  it('reads lossy and lossless WebP headers', () => {
    // VP8: frame tag (3 bytes), start code 9d 01 2a, 14-bit width and height.
    expect(imageSize(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 300 & 0xff, 300 >> 8, 120, 0]))).toEqual({
      width: 300,
      height: 120,
    });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = (300 - 1) | ((120 - 1) << 14);
    expect(imageSize(webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, 0]))).toEqual({
      width: 300,
      height: 120,
    });
  });

  it('reads an SVG from its width and height, else its viewBox', () => {
    const svg = (attrs: string) =>
      Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}></svg>`);
    expect(imageSize(svg('viewBox="0 0 220 48"'))).toEqual({ width: 220, height: 48 });
    expect(imageSize(svg('width="120px" height="30" viewBox="0 0 220 48"'))).toEqual({
      width: 120,
      height: 30,
    });
    expect(imageSize(svg('width="100%" height="100%" viewBox="0,0,260,48"'))).toEqual({
      width: 260,
      height: 48,
    });
    expect(imageSize(svg('width="10em" height="2em"'))).toBeNull();
  });

  it('knows nothing of other files', () => {
    expect(imageSize(Buffer.from('GIF89a...'))).toBeNull();
    expect(imageSize(Buffer.from('<html><svg viewBox="0 0 1 1"></svg></html>'))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });

  it('re-reads a file only when it changed, and tells missing files apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bs-img-'));
    const file = join(dir, 'logo.svg');
    const read = imageSizeReader();
    writeFileSync(file, '<svg viewBox="0 0 220 48"/>');
    expect(read(file)).toEqual({ width: 220, height: 48 });
    writeFileSync(file, '<svg viewBox="0 0 260 48"/>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(read(file)).toEqual({ width: 260, height: 48 });
    expect(read(join(dir, 'missing.svg'))).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
