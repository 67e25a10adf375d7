import type { Catalogue } from '../../i18n/translate';

/** Spanish of the shared mail frame (layout.ts). */
export default {
  'Questions? Call {phone} or write to {email}.': '¿Tiene preguntas? Llame al {phone} o escriba a {email}.',
} satisfies Catalogue;
