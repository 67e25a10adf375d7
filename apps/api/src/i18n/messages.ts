import type { Language } from '@bs/domain';
import { SPANISH } from './spanish';
import { createTranslator, fill } from './translate';

/** The server's one translator: English as written in code, Spanish from the collected catalogues. */
export const messages = createTranslator({ es: SPANISH });

/** A finished message (error, notice) in `lang`; texts without a translation stay English. */
export const translate = (message: string, lang: Language) => messages.translate(message, lang);

/**
 * A text the server composes (e-mails, HTML) in `lang`: the template's translation with the
 * values filled in. Always pass the English template as a literal, so the catalogue test sees it.
 */
export const t = (lang: Language, template: string, params?: Readonly<Record<string, string | number>>) =>
  fill(messages.template(template, lang), params);
