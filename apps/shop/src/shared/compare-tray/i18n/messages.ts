import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/**
 * Texts of the listing's prices and sort, the compare tray and the compare screen (issue 19): a
 * namespace of their own, so they load with the plans, plan detail and compare chunks and the
 * landing page (which carries the shop's main namespace) does not grow.
 */
export const { t, useT } = defineMessages('shop-compare', { en, es });
