import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/** Texts of the federation layer (loading and failure of a remote), shown by the shell. */
export const { t, useT } = defineMessages('mf', { en, es });
