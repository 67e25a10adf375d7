import { schemaMessageTranslator } from '@bs/ui';
import en from './en.json';
import { t } from './messages';

/** The contract's schema messages (English) in the reader's language; unknown ones as written. */
export const translateSchemaMessage = schemaMessageTranslator(en.validation, t);
