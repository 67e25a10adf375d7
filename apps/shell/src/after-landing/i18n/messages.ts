import { defineMessages } from '@bs/i18n';
import en from './en.json';
import es from './es.json';

/**
 * The shell's messages of the parts fetched on first use (the staff menu, the About dialog's
 * states, "Sign out other sessions"): a part of the 'shell' namespace, bundled with those parts'
 * chunks so that main.js, on every landing, does not carry them (ADR 0032). Both languages are
 * bundled: a few hundred bytes in a chunk that is already being fetched, where a Spanish
 * catalogue of its own would cost such a part one more round trip before it shows. The keys
 * are the namespace's own.
 */
export const { t, useT } = defineMessages('shell', { en, es }, 'after-landing');
