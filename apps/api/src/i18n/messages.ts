import type { Language } from '@bs/domain';
import { createTranslator, fill, type Catalogue, type Translator } from './translate';

let current: Translator = createTranslator({});

/**
 * Gives the server's one translator its catalogues. The root (catalogues.ts) collects them from
 * every folder and calls this, so i18n, a platform layer, imports none of the folders above it.
 */
export function setCatalogues(catalogues: Partial<Record<Language, Catalogue>>): void {
  current = createTranslator(catalogues);
}

/** The server's one translator: English as written in code, Spanish from the installed catalogues. */
export const messages: Translator = {
  translate: (message, lang) => current.translate(message, lang),
  template: (english, lang) => current.template(english, lang),
  has: (english, lang) => current.has(english, lang),
};

/** A finished message (error, notice) in `lang`; texts without a translation stay English. */
export const translate = (message: string, lang: Language) => messages.translate(message, lang);

/**
 * A text the server composes (e-mails, HTML) in `lang`: the template's translation with the
 * values filled in. Always pass the English template as a literal, so the catalogue test sees it.
 */
export const t = (lang: Language, template: string, params?: Readonly<Record<string, string | number>>) =>
  fill(messages.template(template, lang), params);
