import en from '../../i18n/en.json';
import { t } from '../../i18n/messages';

/** The contract's English messages -> their keys under `edi.errors`, so field errors read in the page's language. */
const KEYS = new Map(Object.entries(en.edi.errors).map(([k, text]) => [text, k]));
export const translateEdi = (message: string) => {
  const key = KEYS.get(message);
  return key ? t(`edi.errors.${key}`) : message;
};
