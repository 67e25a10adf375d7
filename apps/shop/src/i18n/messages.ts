import { defineMessages } from '@bs/i18n';
import en from './en.json';

export const { t, useT } = defineMessages('shop', {
  en,
  // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
  es: () => import(/* webpackChunkName: "i18n-shop-es" */ './es.json'),
});
