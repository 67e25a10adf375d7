import { defineMessages } from '@bs/i18n';
import en from './en.json';

/**
 * Texts of the listing's prices and sort, the compare tray and the compare screen (issue 19): a
 * namespace of their own, so they load with the plans, plan detail and compare chunks and the
 * landing page (which carries the shop's main namespace) does not grow.
 */
export const { t, useT } = defineMessages('shop-compare', {
  en,
  // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
  es: () => import(/* webpackChunkName: "i18n-shop-compare-es" */ './es.json'),
});
