import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/**
 * Texts of the change history (issue 21), field labels included: a namespace of its own, loaded
 * with the history screens' chunks only, so the landing path (which carries libs/ui's main
 * texts) does not grow with them.
 */
export const { t, useT } = defineMessages('history', { en, es });
