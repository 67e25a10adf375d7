import en from '../../i18n/en.json';
import { t } from '../../i18n/messages';

/** The contract's and the server's English messages -> their keys under `idCards.errors`, so errors read in the page's language. */
const KEYS = new Map(Object.entries(en.idCards.errors).map(([k, text]) => [text, k]));
export const translateIdCards = (message: string) => {
  const key = KEYS.get(message);
  return key ? t(`idCards.errors.${key}`) : message;
};
