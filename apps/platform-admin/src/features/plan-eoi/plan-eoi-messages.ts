import en from '../../i18n/en.json';
import { t } from '../../i18n/messages';

/** The contract's and the server's English messages -> their keys under `planEoi.errors`, so errors read in the page's language. */
const KEYS = new Map(Object.entries(en.planEoi.errors).map(([k, text]) => [text, k]));
export const translatePlanEoi = (message: string) => {
  const key = KEYS.get(message);
  return key ? t(`planEoi.errors.${key}`) : message;
};
