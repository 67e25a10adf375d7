import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

export const { t, useT } = defineMessages('platformAdmin', { en, es });
