import type { Language } from '@bs/domain';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEXT = {
  en: {
    title: 'This store is not available',
    body: 'The store you are looking for is not available at the moment. Your information is kept safe.',
    help: 'If you need help with your benefits, please contact the person who sent you this link.',
  },
  es: {
    title: 'Esta tienda no está disponible',
    body: 'La tienda que busca no está disponible en este momento. Su información se conserva de forma segura.',
    help: 'Si necesita ayuda con sus beneficios, comuníquese con la persona que le envió este enlace.',
  },
} as const;

const STYLE = [
  'body{font-family:system-ui,sans-serif;color:#1f2328;background:#fff;line-height:1.5;',
  'max-width:40rem;margin:3rem auto;padding:0 1rem}',
  'h1{font-size:1.6rem}h2{font-size:1.3rem}hr{border:0;border-top:1px solid #8c959f;margin:2rem 0}',
].join('');

/**
 * The page a disabled tenant's URLs answer (HTTP 410, ADR 0011): neutral (no tenant branding,
 * no scripts), in the request's language first and the other one below, so a visitor on a link
 * shared in either language reads it. The tenant's name is shown so the visitor knows which store.
 */
export function storeUnavailableHtml(name: string, lang: Language): string {
  const order: Language[] = lang === 'es' ? ['es', 'en'] : ['en', 'es'];
  const sections = order
    .map((l, i) => {
      const t = TEXT[l];
      const h = i === 0 ? 'h1' : 'h2';
      return `<section lang="${l}"><${h}>${t.title}</${h}><p>${esc(name)}</p><p>${t.body}</p><p>${t.help}</p></section>`;
    })
    .join('<hr>');
  return `<!doctype html><html lang="${order[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${TEXT[order[0]!].title}</title><style>${STYLE}</style></head><body><main>${sections}</main></body></html>`;
}

/** CSP of that page: nothing but its own inline style. */
export const UNAVAILABLE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
