import { defineMessages } from '@bs/i18n';
import en from './en.json';

/**
 * The shop's messages the landing does not show (plans, plan detail, compare, add to cart, health
 * questions): a part of the 'shop' namespace, bundled with the screens that import it, so the
 * landing's chunk carries only the messages of the landing (issue 31, ADR 0032). The keys are
 * the namespace's own: a screen importing this translator also reads the landing's messages.
 */
export const { t, useT } = defineMessages(
  'shop',
  {
    en,
    // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
    es: () => import(/* webpackChunkName: "i18n-shop-after-landing-es" */ './es.json'),
  },
  'after-landing',
);
