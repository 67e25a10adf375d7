import type { Language } from '@bs/domain';

/**
 * A translation catalogue: the English text exactly as the code writes it -> the other
 * language. English stays the single source in code; a text with values is written as a
 * template whose `{name}` placeholders stand for the values (`'Agent {id} was not found.'`).
 */
export type Catalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

export const placeholdersOf = (template: string) => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Replaces each `{name}` with its value; unknown names stay as they are. */
export const fill = (template: string, params: Readonly<Record<string, string | number>> = {}) =>
  template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));

type Pattern = { regex: RegExp; names: string[]; target: string; literal: number };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as an anchored regex: every placeholder captures the shortest text that fits. */
function patternOf(english: string, target: string): Pattern {
  const names = placeholdersOf(english);
  const parts = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const regex = new RegExp(`^${parts.map(escapeRegex).join('([\\s\\S]+?)')}$`);
  return { regex, names, target, literal: parts.join('').length };
}

export type Translator = {
  /** A finished message (values already in it) in `lang`; unknown messages stay English. */
  translate(message: string, lang: Language): string;
  /** The template itself in `lang` (for texts the server composes, such as e-mails). */
  template(english: string, lang: Language): string;
  /** True when the catalogue of `lang` has this exact text or template. */
  has(english: string, lang: Language): boolean;
};

/**
 * Builds the translator of a set of catalogues. A message is looked up as it is first; then it
 * is matched against the templates (most literal text first, so the most specific wins) and the
 * values it carries are put into the translated template. A value is itself translated when the
 * catalogue knows it (a pricing reason inside a checkout error), item by item when it is a
 * comma-separated list of known texts; names, e-mails and numbers stay as they are.
 */
export function createTranslator(catalogues: Partial<Record<Language, Catalogue>>): Translator {
  const compiled = new Map<Language, { exact: Map<string, string>; patterns: Pattern[] }>();
  for (const [lang, catalogue] of Object.entries(catalogues) as [Language, Catalogue][]) {
    const exact = new Map(Object.entries(catalogue));
    const patterns = [...exact]
      .filter(([english]) => placeholdersOf(english).length > 0)
      .map(([english, target]) => patternOf(english, target))
      // A bare '{x}' would match every message.
      .filter((p) => p.literal > 0)
      .sort((a, b) => b.literal - a.literal);
    compiled.set(lang, { exact, patterns });
  }

  function translate(message: string, lang: Language): string {
    const c = compiled.get(lang);
    if (!c || !message) return message;
    const exact = c.exact.get(message);
    if (exact !== undefined) return exact;
    for (const p of c.patterns) {
      const m = p.regex.exec(message);
      if (!m) continue;
      const values = Object.fromEntries(p.names.map((name, i) => [name, translateValue(m[i + 1]!, lang)]));
      return fill(p.target, values);
    }
    return message;
  }

  function translateValue(value: string, lang: Language): string {
    // A list is translated item by item when every item is a known text ("X up to age 65, Y up
    // to age 60"); matched as a whole, its last item would swallow the others.
    if (value.includes(', ')) {
      const items = value.split(', ').map((item) => [item, translate(item, lang)] as const);
      if (items.every(([item, translated]) => translated !== item)) return items.map(([, t]) => t).join(', ');
    }
    return translate(value, lang);
  }

  return {
    translate,
    template: (english, lang) => compiled.get(lang)?.exact.get(english) ?? english,
    has: (english, lang) => compiled.get(lang)?.exact.has(english) ?? false,
  };
}
