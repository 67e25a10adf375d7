import { defineMessages } from '@bs/i18n';
import en from './en.json';

/** Texts of the federation layer (loading and failure of a remote), shown by the shell. */
export const { t, useT } = defineMessages('mf', {
  en,
  // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
  es: () => import(/* webpackChunkName: "i18n-mf-es" */ './es.json'),
});
