import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/** Texts of the shared components; bundled into every app that uses libs/ui. */
export const { t, useT } = defineMessages('ui', { en, es });
