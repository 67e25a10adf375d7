import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/** The wizard's texts (spec wizard §2-§8 in English, verbatim); they travel with this remote. */
export const { t, useT } = defineMessages('wizard', { en, es });
