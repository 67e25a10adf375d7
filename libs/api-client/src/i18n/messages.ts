import { defineMessages } from '@bs/i18n';
import en from './en.json';

export const { t } = defineMessages('api', {
  en,
  // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
  es: () => import(/* webpackChunkName: "i18n-api-es" */ './es.json'),
});
