import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/**
 * Texts of the enrollment reports (issue 21): a namespace of their own, loaded with the reports
 * screens' chunks only, so the landing path (which carries libs/ui's main texts) does not grow.
 */
export const { t, useT } = defineMessages('reports', { en, es });
