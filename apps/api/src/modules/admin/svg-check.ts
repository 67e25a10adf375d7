/**
 * Checks an uploaded SVG before it is stored (ADR 0011). An SVG is a document that can run script
 * and fetch other resources; a logo needs neither. Rather than rewrite markup with regexes (easy to
 * get wrong), anything active or external is refused with the reason, so what is stored is exactly
 * what was checked. Served with a sandboxing CSP as a second lock (web/tenant-assets.ts).
 */
const RULES: { test: RegExp; reason: string }[] = [
  { test: /<!DOCTYPE|<!ENTITY/i, reason: 'This SVG declares a DOCTYPE or entities, which are not allowed.' },
  { test: /<\s*script\b/i, reason: 'This SVG contains a script, which is not allowed.' },
  { test: /<\s*foreignObject\b/i, reason: 'This SVG contains a foreignObject, which is not allowed.' },
  {
    test: /<\s*(iframe|embed|object|audio|video|canvas|handler|listener)\b/i,
    reason: 'This SVG contains embedded content, which is not allowed.',
  },
  {
    test: /\son[a-z]+\s*=/i,
    reason: 'This SVG contains event handlers (on… attributes), which are not allowed.',
  },
  {
    test: /javascript:|vbscript:|data:\s*text\/html/i,
    reason: 'This SVG contains a script link, which is not allowed.',
  },
  {
    test: /(?:href|src)\s*=\s*["']\s*(?!#)[^"']+["']/i,
    reason: 'This SVG refers to another file or web address, which is not allowed.',
  },
  {
    test: /url\(\s*["']?\s*(?!#)[^)\s]+/i,
    reason: 'This SVG refers to another file or web address, which is not allowed.',
  },
  { test: /@import/i, reason: 'This SVG refers to another file or web address, which is not allowed.' },
];

export const NOT_AN_SVG = 'This file is not an SVG image.';

/** The reason the SVG is refused, or null when it is a plain drawing. */
export function svgProblem(text: string): string | null {
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(text)) return NOT_AN_SVG;
  for (const r of RULES) if (r.test.test(text)) return r.reason;
  return null;
}

export const SVG_REASONS = RULES.map((r) => r.reason);
