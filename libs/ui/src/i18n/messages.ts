import { defineMessages } from '@bs/i18n';
import en from './en.json';

/** Texts of the shared components; bundled into every app that uses libs/ui. */
export const { t, useT } = defineMessages('ui', {
  en,
  // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
  es: () => import(/* webpackChunkName: "i18n-ui-es" */ './es.json'),
});
