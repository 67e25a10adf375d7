import type { Catalogue } from '../../i18n/translate';

/**
 * Spanish of the demo catalogue's messages that reach people as server messages: knock-out
 * decline messages and blackout notices (stored in English with the plans; translated on the
 * way out). Plan descriptions and question texts are catalogue content, not messages.
 */
export default {
  'Based on your answers we cannot offer Summit Major Medical. Horizon Short Term Medical or Essential Limited Medical may still be available to you.':
    'Según sus respuestas, no podemos ofrecerle Summit Major Medical. Es posible que Horizon Short Term Medical o Essential Limited Medical todavía estén disponibles para usted.',
  'Based on your answers we cannot offer CarePath Critical Illness. LifeLine Cancer & Heart has no health questions and may be available to you.':
    'Según sus respuestas, no podemos ofrecerle CarePath Critical Illness. LifeLine Cancer & Heart no tiene preguntas de salud y es posible que esté disponible para usted.',
  'ActiveGuard Accident is closed to new enrollments while the carrier refiles its rates. Please choose SafeStep Accident Protection instead.':
    'ActiveGuard Accident no acepta nuevas inscripciones mientras la aseguradora vuelve a presentar sus tarifas. Elija SafeStep Accident Protection en su lugar.',
} satisfies Catalogue;
