import { defineMessages } from '@bs/i18n';
import en from './en.json';

/**
 * The plan categories' names: a part of the 'ui' namespace of their own, because the shell's
 * category menu, on every landing, needs these and none of libs/ui's other texts, which would
 * otherwise all ride in its main.js (ADR 0032). The keys are the namespace's own.
 */
export const { t, useT } = defineMessages(
  'ui',
  {
    en,
    // Fetched only for a Spanish page or a switch to Spanish (ADR 0032: only the page's catalogue).
    es: () => import(/* webpackChunkName: "i18n-ui-categories-es" */ './es.json'),
  },
  'categories',
);
