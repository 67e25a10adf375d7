import en from '../../i18n/en.json';
import { t } from '../../i18n/messages';

/** English text of a contract message -> its key, so the schema's own words can be translated. */
const KEY_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(en.validation).map(([key, text]) => [text, key]),
);
const MAX_LENGTH = /^Must be at most (\d+) characters\.$/;

/**
 * The contract's zod schemas speak English (the server's words, spec §8). A message the wizard
 * knows is shown in the reader's language; any other is shown as written.
 */
export function translateSchemaMessage(message: string): string {
  const max = MAX_LENGTH.exec(message)?.[1];
  if (max) return t('validation.maxLength', { max });
  const key = KEY_OF.get(message);
  return key ? t(`validation.${key}`) : message;
}
