import { PLAN_TEXT_TAGS } from '../../http/safe-html';

// What a plan text may be written with (the same tags and attributes safe-html.ts lets through
// for plan texts). The catalogue's loader refuses a text outside them instead of letting the
// sanitiser quietly cut it: an editor who wrote a broken tag or a script learns it at load time,
// in every language, rather than a visitor meeting a half-cut text.
const TAGS = new Set<string>(PLAN_TEXT_TAGS);
const VOID = new Set(['br']);
const SCHEMES = /^(?:https?:|mailto:|tel:)/i;
const TAG =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z_:][-\w:.]*(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g;
const ATTR = /([a-zA-Z_:][-\w:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;

/**
 * Why an HTML plan text cannot be loaded (malformed: a stray `<`, an unclosed or crossed tag, an
 * unquoted attribute; unsafe: a tag or attribute outside the allowlist, a link that is not
 * http(s), mailto or tel), or null when it is fine. Plain text is fine.
 */
export function htmlProblem(html: string): string | null {
  const open: string[] = [];
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    if (html.slice(last, m.index).includes('<') || html.slice(last, m.index).includes('>'))
      return 'malformed HTML: a "<" or ">" that is not part of a tag';
    last = m.index + m[0].length;
    const [, closing, rawName, attrs, selfClosing] = m;
    const name = rawName!.toLowerCase();
    if (!TAGS.has(name)) return `unsafe markup: <${name}> is not allowed`;
    if (closing) {
      if (open.pop() !== name) return `malformed HTML: </${name}> closes a tag that is not open`;
      continue;
    }
    for (const a of attrs!.matchAll(ATTR)) {
      const attr = a[1]!.toLowerCase();
      const value = (a[2] ?? a[3] ?? '').trim();
      if (name !== 'a' || attr !== 'href') return `unsafe markup: ${attr} on <${name}> is not allowed`;
      if (!SCHEMES.test(value)) return `unsafe markup: the link ${JSON.stringify(value)} is not allowed`;
    }
    if (!VOID.has(name) && !selfClosing) open.push(name);
  }
  const rest = html.slice(last);
  if (rest.includes('<') || rest.includes('>'))
    return 'malformed HTML: a "<" or ">" that is not part of a tag';
  if (open.length) return `malformed HTML: <${open.at(-1)}> is never closed`;
  return null;
}

const HTML_TEXTS = ['body_text', 'association_text', 'exclusions_text', 'example_text', 'faq_text'] as const;

/**
 * Refuses a plan whose HTML text, in any language, is malformed or carries markup the store does
 * not serve (htmlProblem), naming the plan, language and text. The seed calls it for every plan.
 */
export function refuseBadHtml(
  planId: number,
  lang: string,
  texts: { short_text?: string; plan_desc?: Partial<Record<(typeof HTML_TEXTS)[number], string>> },
): void {
  const all: [string, string | undefined][] = [
    ['short_text', texts.short_text],
    ...HTML_TEXTS.map((k): [string, string | undefined] => [k, texts.plan_desc?.[k]]),
  ];
  for (const [field, html] of all) {
    const problem = html == null ? null : htmlProblem(html);
    if (problem) throw new Error(`Plan ${planId} (${lang}) ${field}: ${problem}`);
  }
}
