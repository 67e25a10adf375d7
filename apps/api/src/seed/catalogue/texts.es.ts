import { p } from './html';
import type { SECTION_NAMES } from './texts';

/** Spanish of texts.ts: the section buttons, the association text and the membership fee text. */
export const SECTION_NAMES_ES: typeof SECTION_NAMES = {
  exclusions_text_name: 'Exclusiones y limitaciones',
  example_text_name: 'Vea cómo funciona',
  faq_text_name: 'Preguntas frecuentes',
};

export const ASSOCIATION_TEXT_ES = p(
  'Para acceder a este plan se requiere ser miembro de Elevate Health &amp; Wellness Association, una asociación nacional con más de 100,000 miembros.',
);
