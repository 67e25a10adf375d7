/** Small colour maths for theme derivation (WCAG 2.x relative luminance and contrast). */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** `#ABC` or `#AaBbCc` as the lower-case six-digit form the store emits. */
export const normalizeHex = (hex: string) => toHex(parseHex(hex));

/** Mixes `a` towards `b` by `amount` (0 keeps a, 1 gives b). */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * amount) as Rgb);
}

export function luminance(hex: string): number {
  const lin = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The two text colours a filled surface may carry: white, or a near-black ink. */
export const TEXT_ON_FILL = ['#ffffff', '#111827'];

/** The candidate text colour with the highest contrast on `background`. */
export function readableOn(background: string, candidates: string[] = TEXT_ON_FILL): string {
  return candidates.reduce((best, c) =>
    contrastRatio(c, background) > contrastRatio(best, background) ? c : best,
  );
}

export type Direction = 'darker' | 'lighter';

/** `color` moved towards black or white by `amount` (0..1): the same hue, another shade. */
export function shade(color: string, direction: Direction, amount: number): string {
  return amount <= 0
    ? normalizeHex(color)
    : mix(color, direction === 'darker' ? '#000000' : '#ffffff', amount);
}

/** Whether `color` reaches `min`:1 against every one of `backgrounds`. */
export function meetsOn(color: string, backgrounds: readonly string[], min: number): boolean {
  return backgrounds.every((b) => contrastRatio(color, b) >= min);
}

/** Text on a light page is dark and vice versa: the way to move a colour to gain contrast. */
export function awayFrom(background: string): Direction {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? 'darker' : 'lighter';
}

export interface ShadeSearch {
  /** The largest change allowed (0..1 of the way to black or white). */
  limit?: number;
  /** The smallest change to apply even when the colour already passes (e.g. a hover shade). */
  from?: number;
  directions?: readonly Direction[];
}

/**
 * The least change to `color` (towards black or white, hue kept) for which `ok` holds, searched in
 * steps of 1%: `{ color, shift }`, or null when no shade within `limit` passes.
 */
export function nearestShade(
  color: string,
  ok: (candidate: string) => boolean,
  { limit = 1, from = 0, directions = ['darker', 'lighter'] }: ShadeSearch = {},
): { color: string; shift: number } | null {
  for (let step = Math.round(from * 100); step <= Math.round(limit * 100); step++) {
    for (const direction of directions) {
      const candidate = shade(color, direction, step / 100);
      if (ok(candidate)) return { color: candidate, shift: step / 100 };
    }
  }
  return null;
}

/** "4.52:1", rounded down so a printed ratio never claims more than the colour reaches. */
export const formatRatio = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;
