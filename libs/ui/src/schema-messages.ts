import type { TFunction } from '@bs/i18n';

const MAX_LENGTH = /^Must be at most (\d+) characters\.$/;

/**
 * The contract's zod schemas speak English (the server's words, spec §8). A remote's catalogue
 * repeats the ones it knows under `validation.<key>`; this gives the translator from the schema's
 * English to the reader's language: a known message in that language, any other as written. With a
 * `maxLength` entry ("... {{max}} ..."), zod's length messages are translated for every maximum.
 */
export function schemaMessageTranslator(
  englishValidation: Readonly<Record<string, string>>,
  t: TFunction,
): (message: string) => string {
  const keyOf = new Map(Object.entries(englishValidation).map(([key, text]) => [text, key]));
  const lengths = 'maxLength' in englishValidation;
  return (message) => {
    const max = lengths ? MAX_LENGTH.exec(message)?.[1] : undefined;
    if (max) return t('validation.maxLength', { max });
    const key = keyOf.get(message);
    return key ? t(`validation.${key}`) : message;
  };
}
