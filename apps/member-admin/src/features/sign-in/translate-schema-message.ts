import en from '../../i18n/en.json';
import { t } from '../../i18n/messages';

/** English text of a contract message -> its key under `validation`. */
const KEY_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(en.validation).map(([key, text]) => [text, key]),
);

/** The contract's schema messages (English) in the reader's language; unknown ones as written. */
export function translateSchemaMessage(message: string): string {
  const key = KEY_OF.get(message);
  return key ? t(`validation.${key}`) : message;
}
