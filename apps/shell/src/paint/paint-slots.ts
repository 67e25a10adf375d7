/**
 * Slot markers of the painted landing (ADR 0032): plain ASCII words that survive React's escaping
 * and URL encoding unchanged, so a marker reads the same in text, attributes and links. The API
 * replaces each in one pass (apps/api/src/web/landing-paint.ts), so a tenant's value is never
 * read again as a marker.
 */
export const slot = (name: string) => `__bs_${name}__`;

export const PAINT_SLOT = { landing: 'bspaintlanding' } as const;
