import type { FastifyRequest } from 'fastify';
import { languageFromCookie, pickLanguage, type Language } from '@bs/domain';

/** The page's language before any script runs: the remembered choice, else the browser's. */
export function htmlLanguage(req: FastifyRequest): Language {
  return languageFromCookie(req.headers.cookie) ?? pickLanguage(req.headers['accept-language']);
}

/** Marks <html> so first paint, screen readers and the shell's i18n all start in that language. */
export function withHtmlLanguage(html: string, lang: Language): string {
  return html.replace(/<html\b([^>]*)>/i, (_m, attrs: string) => {
    const rest = attrs.replace(/\s+(lang|data-bs-lang)="[^"]*"/gi, '');
    return `<html${rest} lang="${lang}" data-bs-lang="${lang}">`;
  });
}
